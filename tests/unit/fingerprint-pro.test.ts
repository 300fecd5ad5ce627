import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildFpp } from '@/lib/fingerprint/build-fpp';
import { noPaidFingerprint } from '@/lib/fingerprint/paid';
import {
  fingerprintPro,
  type FingerprintProAgent,
  type FingerprintProLoadOptions,
} from '@/lib/fingerprint/pro';
import { generateFingerprintKeyJson, parseFingerprintKey } from '@/server/lib/fingerprint-key';
import { decryptFingerprint } from '@/server/services/fingerprint/decrypt-fingerprint';

// The npm loader stands in for itself: no script is injected and nothing leaves the machine.
const proLoad = jest.fn(
  async (options: FingerprintProLoadOptions): Promise<FingerprintProAgent> => ({
    get: async () => ({ visitorId: `pro-${options.apiKey}` }),
  }),
);
jest.mock('@fingerprintjs/fingerprintjs-pro', () => ({
  load: (options: FingerprintProLoadOptions) => proLoad(options),
}));

const KEY = { key: 'pub-key', region: '', endpoint: '' };

/** A fake agent answering `visitorId`, counting its loads and identifications. */
function fakeAgent(visitorId = 'pro-visitor') {
  const counts = { loads: 0, gets: 0 };
  const load = jest.fn(async (options: FingerprintProLoadOptions) => {
    void options;
    counts.loads += 1;
    return {
      get: async () => {
        counts.gets += 1;
        return { visitorId };
      },
    };
  });
  return { load, counts };
}

beforeEach(() => proLoad.mockClear());

describe('Fingerprint Pro (fp2)', () => {
  it('is off without a key: nothing is loaded', async () => {
    const { load } = fakeAgent();
    const provider = fingerprintPro({ ...KEY, key: '' }, { load });
    expect(provider).toBe(noPaidFingerprint);
    expect(await provider.get()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the agent once with the key, region and endpoint, and keeps the visitor id', async () => {
    const { load, counts } = fakeAgent();
    const provider = fingerprintPro(
      { key: 'pub-key', region: 'EU', endpoint: 'https://metrics.casino.example' },
      { load },
    );
    expect(await provider.get()).toBe('pro-visitor');
    expect(await provider.get()).toBe('pro-visitor');
    expect(load).toHaveBeenCalledWith({
      apiKey: 'pub-key',
      region: 'eu',
      endpoint: 'https://metrics.casino.example/',
    });
    // Each identification is billed: one per page is enough.
    expect(counts).toEqual({ loads: 1, gets: 1 });
  });

  it('leaves out a region or endpoint it does not know', async () => {
    const { load } = fakeAgent();
    await fingerprintPro({ key: 'k', region: 'mars', endpoint: 'http://plain.example' }, { load }).get();
    expect(load).toHaveBeenCalledWith({ apiKey: 'k' });
  });

  it('tries a failed load again on the next call', async () => {
    const load = jest
      .fn<Promise<FingerprintProAgent>, [FingerprintProLoadOptions]>()
      .mockRejectedValueOnce(new Error('Failed to load the JS script of the agent'))
      .mockResolvedValueOnce({ get: async () => ({ visitorId: 'second-try' }) });
    const provider = fingerprintPro(KEY, { load });
    await expect(provider.get()).rejects.toThrow('Failed to load');
    expect(await provider.get()).toBe('second-try');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on an agent slower than the deadline, and answers null for an empty id', async () => {
    const never = fingerprintPro(KEY, {
      load: async () => ({ get: () => new Promise(() => {}) }),
      timeoutMs: 20,
    });
    await expect(never.get()).rejects.toThrow('no answer in 20 ms');
    const { load } = fakeAgent('');
    expect(await fingerprintPro(KEY, { load }).get()).toBeNull();
  });

  it("loads Fingerprint's npm loader only when asked, through import()", async () => {
    const provider = fingerprintPro(KEY);
    expect(proLoad).not.toHaveBeenCalled();
    expect(await provider.get()).toBe('pro-pub-key');
    expect(proLoad).toHaveBeenCalledWith({ apiKey: 'pub-key' });
  });

  it('reaches buildFpp as fp2, encrypted beside fp', async () => {
    const serverKey = parseFingerprintKey(generateFingerprintKeyJson());
    const fpp = await buildFpp({
      fetchPublicKey: async () => ({ kid: serverKey.kid, jwk: serverKey.publicJwk }),
      free: async () => 'free-id',
      paid: fingerprintPro(KEY, fakeAgent('pro-id')),
    });
    expect(await decryptFingerprint({ fingerprintKey: serverKey }, fpp!)).toEqual({
      fp: 'free-id',
      fp2: 'pro-id',
    });
  });
});

describe('the first-load bundle', () => {
  /** Every source file under `dir`. */
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
      return /\.(ts|tsx)$/.test(name) ? [path] : [];
    });
  }

  it('never imports the Pro loader statically: only import() reaches it', () => {
    const root = join(__dirname, '../..');
    const offenders = ['app', 'components', 'lib']
      .flatMap((dir) => sources(join(root, dir)))
      .filter((path) =>
        /(?:^|\n)\s*import\s[^;]*from\s+['"]@fingerprintjs\/fingerprintjs-pro['"]/.test(
          readFileSync(path, 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
