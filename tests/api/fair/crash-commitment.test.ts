import { createPublicKey, verify } from 'node:crypto';
import { canonicalJson } from '@/lib/games/crash/commitment';
import { crashCommitmentFileSchema, type CrashCommitmentFile } from '@/lib/schemas/fair';
import { CRASH_DEV_SALT, crashSaltSource, type CrashConfig } from '@/server/config';
import { openChain, walkChain } from '@/server/services/crash/chain';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { FAIR } from '@/tests/support/game-bets';

const LATEST = `${FAIR}/crash/commitment.json`;
const ofChain = (id: number) => `${FAIR}/crash/chains/${id}/commitment.json`;

const DEVELOPMENT: CrashConfig = {
  secret: 'commitment-test-secret-commitment-test-0123',
  length: 1_000,
  salt: CRASH_DEV_SALT,
  engine: false,
  saltSource: crashSaltSource(CRASH_DEV_SALT, undefined),
};
/** Bitcoin block 840000's hash (the 2024 halving), named as the salt before it was mined. */
const BLOCK_SALT = '0000000000000000000320283a032748cef8227873ff4872689bf23f1cda83a5';
const PRODUCTION: CrashConfig = {
  secret: 'commitment-test-production-secret-0123456',
  length: 1_000,
  salt: BLOCK_SALT,
  engine: false,
  saltSource: crashSaltSource(BLOCK_SALT, 'bitcoin:840000'),
};

/** Whether the file's signature is its commitment's under its public key, by node:crypto alone. */
function signatureHolds(file: CrashCommitmentFile) {
  return verify(
    null,
    Buffer.from(canonicalJson(file.commitment), 'utf8'),
    createPublicKey(file.signature.public_key),
    Buffer.from(file.signature.value, 'base64'),
  );
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ ownDatabase: true });
});
afterAll(() => api.close());

describe('GET /api/v2/fair/crash/commitment.json', () => {
  it('answers 404 before any chain was played', async () => {
    expect((await api.get(LATEST)).status).toBe(404);
    expect((await api.get(ofChain(1))).status).toBe(404);
    expect((await api.get(`${FAIR}/crash/chains/x/commitment.json`)).status).toBe(404);
  });

  it('publishes a development chain as such, signed, in canonical JSON', async () => {
    const openedAt = api.clock.now().toISOString();
    const chain = await openChain(api.ctx, DEVELOPMENT);
    const answer = await api.get(LATEST);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');

    const file = crashCommitmentFileSchema.parse(answer.json);
    expect(file.commitment).toEqual({
      chain_id: chain.id,
      terminating_hash: (await walkChain(DEVELOPMENT.secret, 1_000)).terminatingHash,
      salt: CRASH_DEV_SALT,
      salt_source: { kind: 'development' },
      chain_length: 1_000,
      first_game: 1,
      published_at: openedAt,
    });
    // The body is canonical: the signed bytes are in it as they are.
    expect(answer.text).toBe(canonicalJson(file));
    // README's check cuts them out of the file.
    expect(answer.text.slice('{"commitment":'.length, answer.text.indexOf(',"signature":'))).toBe(
      canonicalJson(file.commitment),
    );
    expect(file.signature.algorithm).toBe('Ed25519');
    expect(file.signature.public_key).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(signatureHolds(file)).toBe(true);
    // A changed commitment does not verify.
    expect(signatureHolds({ ...file, commitment: { ...file.commitment, salt: 'other' } })).toBe(
      false,
    );
  });

  it('names the block that fixed a production chain’s salt; the older chain’s file stays', async () => {
    const before = await api.get(ofChain(1));
    api.clock.advance(3_600_000);
    const chain = await openChain(api.ctx, PRODUCTION);

    const latest = crashCommitmentFileSchema.parse((await api.get(LATEST)).json);
    expect(latest.commitment).toMatchObject({
      chain_id: chain.id,
      salt: BLOCK_SALT,
      salt_source: { kind: 'block', network: 'bitcoin', height: 840000 },
      published_at: api.clock.now().toISOString(),
    });
    expect(signatureHolds(latest)).toBe(true);

    const again = await api.get(ofChain(1));
    expect(again.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(again.text).toBe(before.text);
    expect((await api.get(ofChain(chain.id))).text).toBe((await api.get(LATEST)).text);
  });

  it('gives the same bytes on every call, later, and after a restart on the same database', async () => {
    const first = await api.get(LATEST);
    api.clock.advance(86_400_000);
    // Opening the chain again (a restart of the engine) changes nothing stored.
    await openChain(api.ctx, { ...PRODUCTION, saltSource: { kind: 'event', description: 'x' } });
    expect((await api.get(LATEST)).text).toBe(first.text);

    const restarted = await createTestApi(
      api.databaseUrl ? { databaseUrl: api.databaseUrl } : { db: api.ctx.db },
    );
    try {
      expect((await restarted.get(LATEST)).text).toBe(first.text);
      expect((await restarted.get(ofChain(1))).text).toBe((await api.get(ofChain(1))).text);
    } finally {
      await restarted.close();
    }
  });

  it('is signed with the key of AUTH_SECRET: another secret signs with another key', async () => {
    const other = await createTestApi({
      ...(api.databaseUrl ? { databaseUrl: api.databaseUrl } : { db: api.ctx.db }),
      env: { AUTH_SECRET: 'another-secret-another-secret-another-0123' },
    });
    try {
      const mine = crashCommitmentFileSchema.parse((await api.get(LATEST)).json);
      const theirs = crashCommitmentFileSchema.parse((await other.get(LATEST)).json);
      expect(theirs.commitment).toEqual(mine.commitment);
      expect(theirs.signature.public_key).not.toBe(mine.signature.public_key);
      expect(signatureHolds(theirs)).toBe(true);
      expect(signatureHolds({ ...theirs, signature: mine.signature })).toBe(true);
      expect(
        signatureHolds({
          ...theirs,
          signature: { ...theirs.signature, value: mine.signature.value },
        }),
      ).toBe(false);
    } finally {
      await other.close();
    }
  });
});
