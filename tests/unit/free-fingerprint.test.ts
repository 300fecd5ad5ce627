import { FINGERPRINT_RETRY_MS } from '@/lib/constants/fingerprint';
import { getFreeFingerprint, type FingerprintAgent } from '@/lib/fingerprint/free';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const agent = (visitorId: string): FingerprintAgent => ({ get: async () => ({ visitorId }) });
const broken = () => Promise.reject(new Error('Loading chunk failed'));

describe('getFreeFingerprint', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the fingerprint kept in local storage without loading the library', async () => {
    const load = jest.fn(async () => agent('new-id'));
    const storage = memoryStorage({ fingerprint: 'kept-id' });
    expect(await getFreeFingerprint({ load, storage })).toBe('kept-id');
    expect(load).not.toHaveBeenCalled();
  });

  it('gets a new one and keeps it under `fingerprint`', async () => {
    const storage = memoryStorage();
    expect(await getFreeFingerprint({ load: async () => agent('new-id'), storage })).toBe('new-id');
    expect(storage.values.get('fingerprint')).toBe('new-id');
  });

  it('tries once more after 500 ms when the load fails', async () => {
    jest.useFakeTimers();
    const load = jest.fn<Promise<FingerprintAgent>, []>().mockImplementationOnce(broken);
    load.mockImplementationOnce(async () => agent('late-id'));
    const storage = memoryStorage();
    const result = getFreeFingerprint({ load, storage });

    await jest.advanceTimersByTimeAsync(FINGERPRINT_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await result).toBe('late-id');
    expect(storage.values.get('fingerprint')).toBe('late-id');
  });

  it('answers null after two failures, without throwing or storing', async () => {
    jest.useFakeTimers();
    const load = jest.fn(broken);
    const storage = memoryStorage();
    const result = getFreeFingerprint({
      load: async () => ({
        get: async () => {
          await load();
          return { visitorId: 'never' };
        },
      }),
      storage,
    });
    await jest.advanceTimersByTimeAsync(FINGERPRINT_RETRY_MS);
    expect(await result).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(storage.values.size).toBe(0);
  });

  it('works without storage', async () => {
    expect(await getFreeFingerprint({ load: async () => agent('id'), storage: null })).toBe('id');
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(await getFreeFingerprint({ load: async () => agent('id'), storage: throwing })).toBe(
      'id',
    );
  });
});
