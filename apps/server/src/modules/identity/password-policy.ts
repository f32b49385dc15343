import { identityMessages, passwordContainsEmailName } from '@tools-bd/contract';

/** How many of the most used passwords (ranked, most used first) are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The 10,000 most used passwords, from the list zxcvbn-ts ships (ranked from leaked password
 * sets). Loaded on first use: only the server has it, and a start that sets no password never
 * decompresses it.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED).map((password) => password.toLowerCase()),
      ),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/**
 * What is wrong with a new password for this account, or null. The length rules come with the
 * request's schema; these need the account's e-mail or the server's list. Sign-in never asks:
 * passwords chosen under earlier rules keep working.
 */
export async function newPasswordProblem(password: string, email: string): Promise<string | null> {
  if (passwordContainsEmailName(password, email)) return identityMessages.passwordContainsEmail;
  if (await isCommonPassword(password)) return identityMessages.passwordTooCommon;
  return null;
}
