import { randomBytes } from 'node:crypto';

/** A fresh server seed: 32 random bytes as 64 lower-case hex characters. */
export function newServerSeed() {
  return randomBytes(32).toString('hex');
}

/** The client seed a pair starts with until the player picks one: 16 random bytes, hex. */
export function newClientSeed() {
  return randomBytes(16).toString('hex');
}
