import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default) with OWASP's minimum cost: 19 MiB, 2 passes. */
const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, COST);

/** Hash of a random string, checked when the e-mail is unknown so both answers take as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
