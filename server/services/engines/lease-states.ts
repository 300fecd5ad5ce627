import type { AppContext } from '@/server/app-context';
import type { Config } from '@/server/config';
import { engineLeases } from '@/server/db/schema';
import { LEASE_MS, type EngineName } from './lease';
import { runningEngines } from './running';

/** A lease nobody renewed for this long has no live holder: every holder renews every second. */
export const STALE_LEASE_MS = 3 * LEASE_MS;

/** One engine's lease as readiness and the metrics report it. */
export type EngineLeaseState = {
  engine: EngineName;
  /** The holder's epoch; null when no process ever took the lease. */
  epoch: number | null;
  /** Whether this process drives the engine now. */
  driving: boolean;
  /** Seconds since the holder last renewed the lease; null when never taken or let go. */
  renewedSAgo: number | null;
  /** Nobody renewed it for over `STALE_LEASE_MS` (or nobody ever took it): nothing drives it. */
  stale: boolean;
};

/**
 * The engines a deployment with this configuration runs, as `server/context.ts` starts them:
 * crash where its engine is on, the rooms unless crash is on with its engine off (they draw from
 * crash's hashes), the sports feed unless SPORTS_FEED=off.
 */
export function deployedEngines(config: Pick<Config, 'crash' | 'sports'>): EngineName[] {
  const { crash, sports } = config;
  return [
    ...(crash?.engine ? (['crash'] as const) : []),
    ...(!crash || crash.engine ? (['rooms'] as const) : []),
    ...(sports.feed === 'off' ? [] : (['sports-feed'] as const)),
  ];
}

/**
 * The lease of every engine the deployment runs (and any other this process runs), in one
 * query: its epoch, whether this process holds it, how long ago it was renewed. A lease lasts
 * `LEASE_MS` from its last renewal, so that is its end less `LEASE_MS`; a lease let go at a
 * clean stop ends at the epoch's start.
 */
export async function leaseStates(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
): Promise<EngineLeaseState[]> {
  const rows = await ctx.db.select().from(engineLeases);
  const here = runningEngines(ctx);
  const names = new Set<EngineName>([...deployedEngines(ctx.config), ...here.keys()]);
  const now = ctx.clock.now().getTime();
  return [...names].sort().map((engine) => {
    const row = rows.find((lease) => lease.name === engine);
    const until = row?.leaseUntil.getTime() ?? 0;
    const renewedMs = until > 0 ? Math.max(0, now - (until - LEASE_MS)) : null;
    return {
      engine,
      epoch: row?.epoch ?? null,
      driving: here.get(engine) ?? false,
      renewedSAgo: renewedMs === null ? null : Math.round(renewedMs / 100) / 10,
      stale: renewedMs === null || renewedMs > STALE_LEASE_MS,
    };
  });
}
