import { slotBetValues } from '@/lib/casino/sandbox/slot/bets';
import { slotConfig } from '@/lib/casino/sandbox/slot/titles';
import type { SandboxRgsFault } from '@/lib/constants/sandbox-rgs';
import type { SandboxLaunchState } from '@/lib/schemas/sandbox-rgs';
import type { AppContext } from '@/server/app-context';
import type { SandboxRgsLaunch } from '@/server/db/schema';
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
    lobby_url: launch.lobbyUrl,
    deposit_url: launch.depositUrl,
  };
}
