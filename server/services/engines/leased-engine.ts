import { randomUUID } from 'node:crypto';
import type { AppContext } from '@/server/app-context';
import { log } from '@/server/lib/log';
import { LEASE_MS, releaseLease, renewLease, takeLease, type EngineName } from './lease';
import { trackEngine } from './running';

/** A running engine of a shared game. */
export type LeasedEngine = {
  /** Resolves once the engine has stopped and let its lease go. */
  stop(): Promise<void>;
  /** Whether this process holds the lease now. */
  readonly driving: boolean;
};

/** What an engine's own code asks of the loop that runs it. */
export type EngineControl = {
  /** Whether the engine still holds `lease` (taken with that epoch) and was not told to stop. */
  holds(lease: number): boolean;
  /** Waits `ms`, or less when the engine is told to stop. */
  sleep(ms: number): Promise<void>;
};

/** What an engine plays while it holds its lease, and what it forgets when it loses it. */
export type EngineWork = {
  /** Runs until the lease is lost or the engine stops (`control.holds(lease)` turns false). */
  drive(lease: number): Promise<void>;
  /** Forgets what it kept in memory: the next holder starts over from the database. */
  reset(): void;
};

/**
 * Runs an engine of a shared game under its lease (`lease.ts`): waits for the lease, takes it
 * with a new epoch, renews it every `renewMs`, drives while it holds it, and when it loses it (or
 * the drive fails) forgets its memory and waits again. A stop lets the lease go at once, so
 * another process takes over without waiting for it to lapse.
 */
export function startLeasedEngine(
  ctx: AppContext,
  name: EngineName,
  renewMs: number,
  work: (control: EngineControl) => EngineWork,
): LeasedEngine {
  const holder = randomUUID();
  let stopped = false;
  let epoch: number | null = null;
  let wake: (() => void) | null = null;

  const control: EngineControl = {
    holds: (lease) => !stopped && epoch === lease,
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        if (stopped) return resolve();
        const timer = setTimeout(done, Math.max(0, ms));
        function done() {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = done;
      }),
  };
  const engine = work(control);

  async function run() {
    while (!stopped) {
      const lease = await takeLease(ctx, name, holder).catch((error) => {
        log.warn(`${name}: could not take the engine lease`, { error });
        return null;
      });
      if (lease === null) {
        await control.sleep(LEASE_MS / 5);
        continue;
      }
      epoch = lease;
      log.info(`${name}: this process drives the rounds`, { epoch: lease });
      const renew = setInterval(() => {
        renewLease(ctx, name, holder, lease)
          .then((held) => {
            if (!held && epoch === lease) {
              log.warn(`${name}: the engine lease was lost`, { epoch: lease });
              epoch = null;
            }
          })
          .catch((error) => log.warn(`${name}: could not renew the engine lease`, { error }));
      }, renewMs);
      try {
        await engine.drive(lease);
      } catch (error) {
        log.error(`${name}: the engine failed; it starts over from the database`, { error });
        await control.sleep(1_000);
      } finally {
        clearInterval(renew);
        engine.reset();
      }
      if (epoch === lease) {
        if (stopped) {
          await releaseLease(ctx, name, holder, lease).then(
            () => log.info(`${name}: stopped and let the lease go`, { epoch: lease }),
            (error: unknown) => log.warn(`${name}: could not let the lease go`, { error }),
          );
        }
        epoch = null;
      }
    }
  }

  const running = run().catch((error) =>
    log.error(`${name}: the engine could not start`, { error }),
  );
  const handle: LeasedEngine = {
    async stop() {
      stopped = true;
      wake?.();
      await running;
      untrack();
    },
    get driving() {
      return epoch !== null;
    },
  };
  // Readiness and the metrics say whether this process drives it (`running.ts`).
  const untrack = trackEngine(ctx, name, handle);
  return handle;
}
