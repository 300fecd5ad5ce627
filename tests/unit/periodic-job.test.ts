import { jest } from '@jest/globals';
import { startPeriodicJob } from '@/server/lib/periodic-job';
import { captureLogs } from '@/tests/support/logs';

const logs = captureLogs();

describe('startPeriodicJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once when asked, then every interval, and skips a tick while a run is going', async () => {
    let finish = () => {};
    const job = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const periodic = startPeriodicJob({ everyMs: 1_000, failure: 'x', immediately: true }, job);
    expect(job).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(job).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(job).toHaveBeenCalledTimes(2);
    periodic.stop();
    finish();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run under its name and runs again at the next tick', async () => {
    const job = jest.fn(() => Promise.reject(new Error('database down')));
    const periodic = startPeriodicJob({ everyMs: 1_000, failure: 'demo: the job failed' }, job);
    expect(job).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(job).toHaveBeenCalledTimes(2);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'demo: the job failed' }),
    );
    periodic.stop();
  });
});
