import type { SeedPair } from '@/lib/games/fair/seeds';

/** Fixed seeds for the known-answer vectors; the server seed is SHA-256 of the empty string. */
export const SERVER_SEED = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
export const CLIENT_SEED = 'arcada-client-seed';

export function seedsAt(nonce: number): SeedPair {
  return { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce };
}
