/**
 * @node-rs/argon2 for the API tests (jest.config.mjs maps the package here in the api project):
 * the same argon2id, hashes in the same format that verify() checks the same way, at the lowest
 * cost instead of the OWASP minimum the site uses. An API file registers and signs in dozens of
 * players, and at 19 MiB and two passes each hash took 25 ms of a core here, about a tenth of
 * the API project's time; at 1 MiB and one pass it takes under 1 ms. The site's own parameters
 * are checked in tests/unit/password.test.ts, which runs the real module.
 */
// The package's entry file by path: its name is the one mapped here.
import * as argon2 from '@node-rs/argon2/index.js';

const CHEAP = { memoryCost: 1024, timeCost: 1 } as const;

export const { verify } = argon2;

export function hash(password: string | Uint8Array, options?: argon2.Options) {
  return argon2.hash(password, { ...options, ...CHEAP });
}
