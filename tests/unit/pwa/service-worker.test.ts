import { SW_UPDATE_CHECK_MS } from '@/lib/constants/pwa';
import { holdReload } from '@/lib/pwa/hold-reload';
import { startServiceWorker } from '@/lib/pwa/service-worker';

/** A ServiceWorkerContainer stand-in: `controller`, `register` and `controllerchange`. */
function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  const update = jest.fn(async () => undefined);
  const register = jest.fn(async () => ({ update }));
  const container = Object.assign(target, {
    controller: controlled ? {} : null,
    register,
  }) as unknown as ServiceWorkerContainer;
  const activate = () => target.dispatchEvent(new Event('controllerchange'));
  return { container, register, update, activate };
}

describe('the service worker registration (spec §4, §7, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('registers /sw.js for the whole site without the HTTP cache, checks it every 20 s while visible', async () => {
    const { container, register, update } = fakeContainer(true);
    let visible = true;
    const stop = startServiceWorker({
      container,
      onNewVersion: jest.fn(),
      reload: () => true,
      visible: () => visible,
    });
    await Promise.resolve();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    await jest.advanceTimersByTimeAsync(SW_UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledTimes(1);
    visible = false;
    await jest.advanceTimersByTimeAsync(SW_UPDATE_CHECK_MS * 2);
    expect(update).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not reload on the first install, reloads when a new worker takes over', () => {
    const { container, activate } = fakeContainer(false);
    const reload = jest.fn(() => true);
    const stop = startServiceWorker({ container, onNewVersion: jest.fn(), reload });
    activate();
    expect(reload).not.toHaveBeenCalled();
    activate();
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shows the new version instead when the guard refuses the reload', () => {
    const { container, activate } = fakeContainer(true);
    const onNewVersion = jest.fn();
    const stop = startServiceWorker({ container, onNewVersion, reload: () => false });
    activate();
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits while a round is open, then reloads once', () => {
    const { container, activate } = fakeContainer(true);
    const reload = jest.fn(() => true);
    const onNewVersion = jest.fn();
    const stop = startServiceWorker({ container, onNewVersion, reload });
    const release = holdReload();
    activate();
    activate();
    expect(reload).not.toHaveBeenCalled();
    expect(onNewVersion).toHaveBeenCalled();
    release();
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
