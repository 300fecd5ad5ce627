import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import { toMinor } from '@/lib/money/units';
import type { Driver, Harness, Inspector, Player, Transport } from './types';

/**
 * The harness over any transport: players, sessions, blocks and free rounds come from the development
 * routes (`/dev/casino/…`, served with development tools only), so jest and the CLI make them
 * the same way.
 */
export function makeHarness(options: {
  transport: Transport;
  driver: Driver;
  aggregator: CasinoAggregator;
  inspect?: Inspector;
}): Harness {
  const { transport, aggregator } = options;
  async function dev(path: string, body: unknown) {
    const response = await transport({
      path: `/dev/casino${path}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status === 404) {
      throw new Error(
        `${path}: 404 — the deployment serves no development tools (DEV_TOOLS=1, ALLOW_TEST_MONEY=1)`,
      );
    }
    if (response.status >= 300)
      throw new Error(`${path}: HTTP ${response.status} ${response.text}`);
    return JSON.parse(response.text) as Record<string, unknown>;
  }
  return {
    driver: options.driver,
    inspect: options.inspect,
    async newPlayer(funds: number, currency: Currency = 'RUB'): Promise<Player> {
      const made = await dev('/players', { aggregator, currency, funds });
      return {
        userId: made.user_id as number,
        playerId: made.player_id as string,
        currency: made.currency as Currency,
        token: made.token as string,
      };
    },
    async newSession(player) {
      const made = await dev(`/players/${player.userId}/session`, {
        aggregator,
        currency: player.currency,
      });
      player.token = made.token as string;
    },
    async block(player) {
      await dev(`/players/${player.userId}/block`, {});
    },
    async grantFreeRounds(player, { rounds, betValue, expired }) {
      const made = await dev(`/players/${player.userId}/free-rounds`, {
        aggregator,
        rounds,
        ...(betValue !== undefined && { bet_value: betValue }),
        ...(expired !== undefined && { expired }),
      });
      return { id: made.id as number, ref: made.ref as string };
    },
    async cancelFreeRounds(grant) {
      const made = await dev(`/free-rounds/${grant.id}/cancel`, {});
      return {
        status: made.status as string,
        roundsLeft: made.rounds_left as number,
        totalWin: toMinor(made.total_win as number),
      };
    },
  };
}
