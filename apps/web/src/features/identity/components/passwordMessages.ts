import { identityMessages } from '@tools-bd/contract/messages';

/** The rule's message is 'Password is mendatory', but password forms display 'Password is required'. */
export function displayedPasswordError(error: { message?: string } | undefined): { message?: string } | undefined {
  if (!error?.message) return error;
  return error.message === identityMessages.passwordMandatory
    ? { message: identityMessages.passwordRequiredDisplay }
    : error;
}
