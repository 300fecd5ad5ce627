import { RELOAD_GUARD_MS, RELOAD_MARKER_KEY } from '@/lib/constants/pwa';
import { holdReload, isReloadHeld, whenReloadAllowed } from '@/lib/pwa/hold-reload';
import { claimReload } from '@/lib/pwa/reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the reload guard (spec §4: once per path within 10 s)', () => {
  it('allows the first reload of a path and writes the marker {path, expires} first', () => {
    const storage = memoryStorage();
    expect(claimReload('/games/crash', storage, 1_000)).toBe(true);
    expect(JSON.parse(storage.values.get(RELOAD_MARKER_KEY)!)).toEqual({
      path: '/games/crash',
      expires: 1_000 + RELOAD_GUARD_MS,
    });
  });

  it('refuses a second reload of the same path within 10 s, allows it after', () => {
    const storage = memoryStorage();
    expect(claimReload('/', storage, 0)).toBe(true);
    expect(claimReload('/', storage, 9_999)).toBe(false);
    expect(claimReload('/', storage, 10_000)).toBe(true);
    expect(claimReload('/', storage, 15_000)).toBe(false);
  });

  it('allows another path at once', () => {
    const storage = memoryStorage();
    expect(claimReload('/', storage, 0)).toBe(true);
    expect(claimReload('/faq', storage, 1)).toBe(true);
    expect(JSON.parse(storage.values.get(RELOAD_MARKER_KEY)!).path).toBe('/faq');
  });

  it('treats a malformed marker as none', () => {
    const storage = memoryStorage({ [RELOAD_MARKER_KEY]: '{"path": 3' });
    expect(claimReload('/', storage, 0)).toBe(true);
  });

  it('refuses when session storage throws (no reload loops without a marker)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(claimReload('/', broken, 0)).toBe(false);
  });
});

describe('holding reloads back (open round, deposit checkout)', () => {
  it('runs at once when nothing holds', () => {
    const run = jest.fn();
    whenReloadAllowed(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the last hold to be given back, once', () => {
    const round = holdReload();
    const checkout = holdReload();
    const run = jest.fn();
    whenReloadAllowed(run);
    expect(isReloadHeld()).toBe(true);
    round();
    round(); // giving the same hold back twice counts once
    expect(run).not.toHaveBeenCalled();
    checkout();
    expect(isReloadHeld()).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
    holdReload()();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait never runs', () => {
    const release = holdReload();
    const run = jest.fn();
    const cancel = whenReloadAllowed(run);
    cancel();
    release();
    expect(run).not.toHaveBeenCalled();
  });
});
