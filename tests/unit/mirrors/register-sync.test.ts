import { MIRROR_SYNC_INTERVAL_MS } from '@/lib/constants/mirrors';
import { startMirrorSync, type MirrorSyncEnvironment } from '@/lib/mirrors/register-sync';

type Setup = {
  registered?: boolean;
  sync?: boolean;
  periodicSync?: boolean;
  permission?: PermissionState | 'throws';
};

/** A page's service-worker container, permissions and timers, all recorded. */
function environment({ registered = true, sync, periodicSync, permission = 'prompt' }: Setup) {
  const posted: unknown[] = [];
  const worker = { postMessage: (message: unknown) => posted.push(message) };
  const registration = {
    active: worker,
    ...(sync && { sync: { register: jest.fn(async () => {}) } }),
    ...(periodicSync && { periodicSync: { register: jest.fn(async () => {}) } }),
  };
  const intervals: { run: () => void; ms: number; cleared: boolean }[] = [];
  const runInPage = jest.fn(async () => null);
  const env: MirrorSyncEnvironment = {
    serviceWorker: {
      getRegistration: async () => (registered ? registration : undefined),
      ready: Promise.resolve(registration),
      controller: null,
    } as unknown as MirrorSyncEnvironment['serviceWorker'],
    permissions: {
      query: jest.fn(async () => {
        if (permission === 'throws') throw new TypeError('unknown permission');
        return { state: permission };
      }),
    } as unknown as Permissions,
    runInPage,
    setInterval: (run, ms) => {
      const entry = { run, ms, cleared: false };
      intervals.push(entry);
      return entry;
    },
    clearInterval: (id) => {
      (id as { cleared: boolean }).cleared = true;
    },
  };
  return { env, registration, posted, intervals, runInPage };
}

/** Lets the start-up's awaits settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('startMirrorSync (spec §9)', () => {
  it('registers background sync and a 10-minute periodic sync, both tagged sync-data', async () => {
    const { env, registration, posted, intervals } = environment({
      sync: true,
      periodicSync: true,
      permission: 'granted',
    });
    startMirrorSync(env);
    await settle();
    expect(registration.sync!.register).toHaveBeenCalledWith('sync-data');
    expect(registration.periodicSync!.register).toHaveBeenCalledWith('sync-data', {
      minInterval: 600_000,
    });
    expect(env.permissions!.query).toHaveBeenCalledWith({ name: 'periodic-background-sync' });
    expect(posted).toEqual([]);
    expect(intervals).toEqual([]);
  });

  it.each<PermissionState | 'throws'>(['prompt', 'denied', 'throws'])(
    'without periodic sync (%s) posts syncMirrors every 10 minutes after the one-off sync',
    async (permission) => {
      const { env, registration, posted, intervals } = environment({
        sync: true,
        periodicSync: true,
        permission,
      });
      startMirrorSync(env);
      await settle();
      expect(registration.sync!.register).toHaveBeenCalledWith('sync-data');
      expect(registration.periodicSync!.register).not.toHaveBeenCalled();
      expect(posted).toEqual([]);
      expect(intervals).toHaveLength(1);
      expect(intervals[0]!.ms).toBe(MIRROR_SYNC_INTERVAL_MS);
      intervals[0]!.run();
      expect(posted).toEqual([{ type: 'syncMirrors' }]);
    },
  );

  it('without background sync posts syncMirrors at once and every 10 minutes', async () => {
    const { env, posted, intervals, runInPage } = environment({});
    startMirrorSync(env);
    await settle();
    expect(posted).toEqual([{ type: 'syncMirrors' }]);
    expect(intervals.map((entry) => entry.ms)).toEqual([600_000]);
    intervals[0]!.run();
    expect(posted).toHaveLength(2);
    expect(runInPage).not.toHaveBeenCalled();
  });

  it.each([
    ['no registration', (setup: ReturnType<typeof environment>) => setup],
    [
      'no service worker support',
      (setup: ReturnType<typeof environment>) => {
        setup.env.serviceWorker = undefined;
        return setup;
      },
    ],
  ])('with %s runs syncData in the page at once and every 10 minutes', async (_, adapt) => {
    const { env, intervals, posted } = adapt(environment({ registered: false }));
    startMirrorSync(env);
    await settle();
    expect(env.runInPage).toHaveBeenCalledTimes(1);
    expect(intervals.map((entry) => entry.ms)).toEqual([600_000]);
    intervals[0]!.run();
    expect(env.runInPage).toHaveBeenCalledTimes(2);
    expect(posted).toEqual([]);
  });

  it('stops its timer, and starts none once stopped', async () => {
    const { env, intervals } = environment({});
    const stop = startMirrorSync(env);
    await settle();
    stop();
    expect(intervals[0]!.cleared).toBe(true);

    const late = environment({});
    startMirrorSync(late.env)();
    await settle();
    expect(late.intervals).toEqual([]);
    expect(late.posted).toEqual([]);
  });
});
