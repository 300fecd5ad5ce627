import type { AppContext } from '@/server/app-context';
import { log } from '@/server/lib/log';
import { leaseStates, type EngineLeaseState } from '@/server/services/engines/lease-states';
import { checkDatabase, type DatabaseState } from './check-database';
import { checkRedis } from './check-redis';

/** How long each check may take: a balancer's probe waits for the slowest. */
export const READINESS_CHECK_MS = 2_000;

type Check = { ok: boolean; ms: number };

export type Readiness = {
  ready: boolean;
  /** Why it is not ready, one line per failed check; empty when ready. */
  reasons: string[];
  /** What an operator should look at that does not make this instance unfit for traffic. */
  warnings: string[];
  checks: {
    database: Check & { migrations: DatabaseState['migrations'] | null };
    redis: Check & { configured: boolean };
    engines: Check & {
      leases: {
        engine: string;
        epoch: number | null;
        driving: boolean;
        renewed_s_ago: number | null;
        stale: boolean;
      }[];
    };
  };
};

class CheckTimeout extends Error {}

/** `work`'s outcome and how long it took, or a `CheckTimeout` once `ms` passed. */
async function timed<T>(work: () => Promise<T>, ms: number) {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), ms);
    timer.unref?.();
  });
  const outcome = await Promise.race([work(), timeout]).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  clearTimeout(timer);
  return { ...outcome, ms: Math.round(performance.now() - started) };
}

/** A failed check's reason: never the error's text, which may name hosts or credentials. */
function failure(name: string, error: unknown, what: string) {
  if (error instanceof CheckTimeout) return `${name}: no answer within ${READINESS_CHECK_MS} ms`;
  log.warn(`readiness: ${name} check failed`, { error });
  return `${name}: ${what}`;
}

function leaseWarning(lease: EngineLeaseState): string | null {
  if (!lease.stale) return null;
  if (lease.renewedSAgo === null) {
    return `${lease.engine}: no process holds the lease${lease.epoch === null ? ' (never taken)' : ' (let go)'}`;
  }
  return `${lease.engine}: lease not renewed for ${lease.renewedSAgo} s (epoch ${lease.epoch}); nothing drives it`;
}

/**
 * Whether this instance can take traffic: the database answers and carries every migration of
 * this build, the Redis of REDIS_URL (when set) answers, and the engines' leases can be read.
 * The checks run at once, each for at most `READINESS_CHECK_MS`.
 *
 * A stale lease (nobody renewed it for 3 × LEASE_MS) is a warning, never a reason: every
 * instance reads the same lease, so all of them would leave the balancer together, and the
 * instances that could take the lease over would be drained at the moment they are needed.
 * The engines run inside the API processes and take a lapsed lease over by themselves; an
 * alert on the lease's age (the metrics' `arcada_engine_lease_renewed_seconds`) calls a person.
 */
export async function checkReadiness(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
): Promise<Readiness> {
  const [database, redis, engines] = await Promise.all([
    timed(() => checkDatabase(ctx), READINESS_CHECK_MS),
    timed(() => checkRedis(ctx.config), READINESS_CHECK_MS),
    timed(() => leaseStates(ctx), READINESS_CHECK_MS),
  ]);
  const reasons: string[] = [];
  if (!database.ok) reasons.push(failure('database', database.error, 'not reachable'));
  const pending = database.ok ? database.value.migrations.pending : [];
  if (pending.length > 0) {
    reasons.push(`database: ${pending.length} migration(s) not applied, from ${pending[0]}`);
  }
  if (!redis.ok) reasons.push(failure('redis', redis.error, 'not reachable'));
  if (!engines.ok) reasons.push(failure('engines', engines.error, 'the leases could not be read'));
  const leases = engines.ok ? engines.value : [];
  return {
    ready: reasons.length === 0,
    reasons,
    warnings: leases.map(leaseWarning).filter((warning) => warning !== null),
    checks: {
      database: {
        ok: database.ok && pending.length === 0,
        ms: database.ms,
        migrations: database.ok ? database.value.migrations : null,
      },
      redis: {
        ok: redis.ok,
        ms: redis.ms,
        configured: Boolean(ctx.config.redisUrl),
      },
      engines: {
        ok: engines.ok,
        ms: engines.ms,
        leases: leases.map((lease) => ({
          engine: lease.engine,
          epoch: lease.epoch,
          driving: lease.driving,
          renewed_s_ago: lease.renewedSAgo,
          stale: lease.stale,
        })),
      },
    },
  };
}
