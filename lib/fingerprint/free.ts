import { FINGERPRINT_RETRY_MS, FINGERPRINT_STORAGE_KEY } from '@/lib/constants/fingerprint';

/** Something that answers a visitor id: FingerprintJS's agent, or a stand-in in tests. */
export type FingerprintAgent = { get(): Promise<{ visitorId: string }> };

export type FreeFingerprintOptions = {
  /** Loads the agent; by default the open-source FingerprintJS, fetched as its own chunk. */
  load?: () => Promise<FingerprintAgent>;
  /** Where the id is kept between visits; by default `localStorage`, none when unavailable. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
};

/** FingerprintJS, loaded on first use so it stays out of the first bundle; no statistics request. */
async function loadFingerprintJs(): Promise<FingerprintAgent> {
  const FingerprintJS = await import('@fingerprintjs/fingerprintjs');
  return FingerprintJS.load({ monitoring: false });
}

/**
 * The free browser fingerprint (spec `fp`): the one kept in local storage, else a new one from
 * FingerprintJS, which is then kept. A failed load is tried once more after
 * FINGERPRINT_RETRY_MS; if that fails too the answer is null (spec §8). Never throws.
 */
export async function getFreeFingerprint(
  options: FreeFingerprintOptions = {},
): Promise<string | null> {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const load = options.load ?? loadFingerprintJs;

  const stored = read(storage);
  if (stored) return stored;

  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, FINGERPRINT_RETRY_MS));
    try {
      const { visitorId } = await (await load()).get();
      if (typeof visitorId === 'string' && visitorId) {
        write(storage, visitorId);
        return visitorId;
      }
    } catch {
      // blocked or broken in this browser: try once more, then give up
    }
  }
  return null;
}

function defaultStorage() {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // storage disabled (private modes, sandboxed frames)
    return null;
  }
}

function read(storage: FreeFingerprintOptions['storage']) {
  try {
    return storage?.getItem(FINGERPRINT_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

function write(storage: FreeFingerprintOptions['storage'], value: string) {
  try {
    storage?.setItem(FINGERPRINT_STORAGE_KEY, value);
  } catch {
    // full or disabled: the id is still answered, only not kept
  }
}
