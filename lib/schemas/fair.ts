import { z } from '@/lib/zod';

/**
 * What fixed a crash chain's salt, as the commitment states it (README, "Crash"):
 * `development`: the fixed development salt, written in the source and so known in advance (the
 * chain's rounds prove nothing); `block`: the hash of a block named before it was mined;
 * `event`: the operator's own words (`CRASH_SALT_SOURCE`), e.g. a drand round and where it was
 * announced; `unstated`: the operator set a salt without saying where it came from.
 */
export const crashSaltSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('development') }),
  z.object({
    kind: z.literal('block'),
    network: z.string(),
    height: z.number().int().nonnegative(),
  }),
  z.object({ kind: z.literal('event'), description: z.string() }),
  z.object({ kind: z.literal('unstated') }),
]);
export type CrashSaltSource = z.infer<typeof crashSaltSourceSchema>;

/**
 * A crash chain's commitment: everything a round is checked against. `published_at` is when
 * the chain's salt was fixed on this site (its row was made), stored, so the file never changes.
 */
export const crashCommitmentSchema = z.object({
  chain_id: z.number().int(),
  terminating_hash: z.string(),
  salt: z.string(),
  salt_source: crashSaltSourceSchema,
  chain_length: z.number().int(),
  first_game: z.number().int(),
  published_at: z.string(),
});
export type CrashCommitment = z.infer<typeof crashCommitmentSchema>;

/**
 * `GET /api/v2/fair/crash/commitment.json`: the commitment and a detached Ed25519 signature of
 * its canonical JSON (keys sorted, no spaces: RFC 8785 for these values), which is also exactly
 * how `commitment` is written in the file. The public key is the site's fairness key, shown on
 * `/fair` as well (README, "Crash", on its rotation).
 */
export const crashCommitmentFileSchema = z
  .object({
    commitment: crashCommitmentSchema,
    signature: z.object({
      algorithm: z.literal('Ed25519'),
      /** SPKI, PEM: `openssl`, node:crypto and WebCrypto read it as it is. */
      public_key: z.string(),
      /** The 64-byte signature, base64. */
      value: z.string(),
    }),
  })
  .meta({ id: 'CrashCommitmentFile' });
export type CrashCommitmentFile = z.infer<typeof crashCommitmentFileSchema>;
