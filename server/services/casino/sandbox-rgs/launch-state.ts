import { slotBetValues } from '@/lib/casino/sandbox/slot/bets';
import { slotConfig } from '@/lib/casino/sandbox/slot/titles';
import type { SandboxRgsFault } from '@/lib/constants/sandbox-rgs';
import type { SandboxLaunchState } from '@/lib/schemas/sandbox-rgs';
import type { AppContext } from '@/server/app-context';
import { and, desc, eq, lt } from 'drizzle-orm';
import { sandboxRgsLaunches, type SandboxRgsLaunch } from '@/server/db/schema';
import { nextFreeRounds } from './free-rounds';
import { seedHash } from './launch';
import { freeRoundBet } from './play-slot';
import { walletBalance } from './wallet-client';

/**
 * What the game page loads, at start and on a reload (which resumes the game where it was: the
 * balance from the wallet, the free rounds still to play, the seed commitment and its nonce).
 */
export async function sandboxLaunchState(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>,
  launch: SandboxRgsLaunch,
): Promise<SandboxLaunchState> {
  const config = slotConfig(launch.gameCode);
  const real = launch.mode === 'real';
  const grant =
    real && config
      ? await nextFreeRounds(ctx, {
          playerRef: launch.playerRef!,
          currency: launch.currency,
          gameCode: launch.gameCode,
        })
      : null;
  return {
    game: { code: launch.gameCode, kind: config ? 'slot' : 'live' },
    mode: launch.mode,
    protocol: launch.protocol,
    fault: launch.fault as SandboxRgsFault | null,
    currency: launch.currency,
    balance: real ? await walletBalance(ctx, launch) : launch.demoBalance,
    bet_values: config ? slotBetValues(config) : [],
    free_rounds:
      grant && config
        ? { left: grant.roundsLeft, bet: freeRoundBet(config, grant.betValue) }
        : null,
    fairness: {
      server_seed_hash: seedHash(launch),
      client_seed: launch.clientSeed,
      nonce: launch.nonce,
    },
    previous_fairness: real ? await previousFairness(ctx, launch) : null,
    lobby_url: launch.lobbyUrl,
    deposit_url: launch.depositUrl,
  };
}

/** The player's launch of this game before this one, its seed revealed. */
async function previousFairness(ctx: Pick<AppContext, 'db'>, launch: SandboxRgsLaunch) {
  const [previous] = await ctx.db
    .select()
    .from(sandboxRgsLaunches)
    .where(
      and(
        eq(sandboxRgsLaunches.playerRef, launch.playerRef!),
        eq(sandboxRgsLaunches.gameCode, launch.gameCode),
        lt(sandboxRgsLaunches.createdAt, launch.createdAt),
      ),
    )
    .orderBy(desc(sandboxRgsLaunches.createdAt))
    .limit(1);
  if (!previous) return null;
  return {
    server_seed: previous.serverSeed,
    server_seed_hash: seedHash(previous),
    client_seed: previous.clientSeed,
    nonce: previous.nonce,
  };
}
