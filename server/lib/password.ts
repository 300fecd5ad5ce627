import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1: the OWASP minimum).
// A dummy hash is verified when an account has no password, so timing does not tell whether it
// exists. It is made when this module loads, not by the first unknown login, which would
// otherwise pay for a hash and a verification and stand out.
const dummyHash: Promise<string> = hash('not-a-real-password');

export function hashPassword(password: string) {
  return hash(password);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) {
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
