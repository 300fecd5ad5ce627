import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1: the OWASP minimum).
// A dummy hash is verified when an account has no password, so timing does not tell whether it exists.
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string) {
  return hash(password);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
