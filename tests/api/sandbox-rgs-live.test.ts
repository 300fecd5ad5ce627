import { and, eq } from 'drizzle-orm';
import { externalPlayerId } from '@/lib/casino/player-id';
import { settleLiveBet } from '@/lib/casino/sandbox/roulette-live/settle';
import { roundIdAt, roundTimes } from '@/lib/casino/sandbox/roulette-live/schedule';
import type { RouletteBet } from '@/lib/games/roulette/bets';
import { casinoRounds } from '@/server/db/schema';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { createSandboxLaunch } from '@/server/services/casino/sandbox-rgs/launch';
import {
  LIVE_TABLE,
  liveRoundOutcome,
  settleDueLiveRounds,
} from '@/server/services/casino/sandbox-rgs/live-table';
import { userBalances } from '@/server/services/ledger/accounts';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { ensureCasinoGame } from '@/tests/support/casino';
import { fundedPlayer, OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  // A database of its own on PostgreSQL: the catalogue's games and the table's rounds are shared.
  api = await createTestApi({
    ownDatabase: true,
    env: { OPERATOR_TOKEN },
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      api.app.request(String(input), init)) as typeof fetch,
  });
  await ensureCasinoGame(api.ctx.db, {
    aggregator: 'sandbox',
    code: LIVE_TABLE,
    now: api.clock.now(),
  });
});
afterAll(() => api.close());

const base = {
  gameCode: LIVE_TABLE,
  currency: 'RUB' as const,
  language: 'ru' as const,
  country: null,
  ip: '10.0.0.1',
  platform: 'desktop' as const,
  lobbyUrl: 'http://localhost:3000/games/live-casino',
  depositUrl: 'http://localhost:3000/games/live-casino?deposit=1',
};

async function atTable() {
  const player = await fundedPlayer(api, { amount: 100 });
  const session = await openCasinoSession(api.ctx, {
    userId: player.id,
    currency: 'RUB',
    aggregator: 'sandbox',
    gameCode: LIVE_TABLE,
    mode: 'real',
  });
  const { launch } = await createSandboxLaunch(api.ctx, {
    ...base,
    mode: 'real',
    player: { ref: externalPlayerId(player.id, 'RUB'), token: session.token, name: null },
  });
  const bet = async (chips: RouletteBet[]) =>
    (await api.post(`/api/sandbox-rgs/launches/${launch.id}/table/bets`, { chips })).json;
  const table = async () => (await api.get(`/api/sandbox-rgs/launches/${launch.id}/table`)).json;
  const real = async () => (await userBalances(api.ctx.db, player.id, 'RUB')).real;
  return { player, launch, bet, table, real };
}

/** Moves the clock one second into the betting window of the next round matching `wanted`. */
function toNextRound(wanted: (roundId: number) => boolean) {
  let roundId = roundIdAt(api.clock.now().getTime()) + 1;
  while (!wanted(roundId)) roundId += 1;
  api.clock.set(new Date(roundTimes(roundId).opensAt + 1_000));
  return roundId;
}

/** The RUB table's smallest chip is 10.00. */
const RED: RouletteBet = { kind: 'red', amount: 1_000 };
const STRAIGHT_7: RouletteBet = { kind: 'straight', numbers: [7], amount: 1_000 };

describe('the live roulette table', () => {
  it('takes two players\u2019 bets in one round and settles each when the wheel stops', async () => {
    const roundId = toNextRound((id) => !liveRoundOutcome(api.ctx.config, id).voided);
    const anna = await atTable();
    const boris = await atTable();
    expect(await anna.bet([RED])).toMatchObject({ status: 'placed', balance: 9_000 });
    expect(await anna.bet([STRAIGHT_7])).toMatchObject({ status: 'placed', balance: 8_000 });
    expect(await boris.bet([{ kind: 'black', amount: 1_000 }])).toMatchObject({ status: 'placed' });

    const seen = await anna.table();
    expect(seen).toMatchObject({ roundId, phase: 'betting', result: null });
    expect(seen.bets).toHaveLength(3);
    expect(seen.bets.filter((bet: { mine: boolean }) => bet.mine)).toHaveLength(2);
    expect(seen.bets.find((bet: { mine: boolean }) => !bet.mine).player).toMatch(/^\d{2}\*\*\*$/);

    // Both players' bets share the wallet's round id, each in a round of their own.
    const rounds = await api.ctx.db
      .select()
      .from(casinoRounds)
      .where(eq(casinoRounds.externalRoundId, `${LIVE_TABLE}:${roundId}`));
    expect(rounds.map((round) => round.userId).sort()).toEqual(
      [anna.player.id, boris.player.id].sort(),
    );

    api.clock.advance(15_000);
    expect(await anna.bet([RED])).toEqual({
      status: 'refused',
      error: 'betting_closed',
      balance: null,
    });
    const spinning = await boris.table();
    const outcome = liveRoundOutcome(api.ctx.config, roundId);
    expect(spinning).toMatchObject({
      phase: 'spinning',
      result: { roundId, pocket: outcome.pocket, voided: false },
    });
    const payout = (chips: RouletteBet[]) =>
      settleLiveBet(outcome, { betId: 'x', roundId, chips }).kind === 'settled'
        ? (settleLiveBet(outcome, { betId: 'x', roundId, chips }) as { payout: number }).payout
        : 0;
    expect(await anna.real()).toBe(8_000 + payout([RED]) + payout([STRAIGHT_7]));
    expect(await boris.real()).toBe(9_000 + payout([{ kind: 'black', amount: 1_000 }]));
    expect(await settleDueLiveRounds(api.ctx)).toBe(0);
    const closed = await api.ctx.db
      .select({ status: casinoRounds.status })
      .from(casinoRounds)
      .where(
        and(
          eq(casinoRounds.externalRoundId, `${LIVE_TABLE}:${roundId}`),
          eq(casinoRounds.userId, anna.player.id),
        ),
      );
    expect(closed).toEqual([{ status: 'closed' }]);
  });

  it('rolls back every bet of a voided round', async () => {
    const roundId = toNextRound((id) => liveRoundOutcome(api.ctx.config, id).voided);
    const player = await atTable();
    expect(await player.bet([RED, STRAIGHT_7])).toMatchObject({ status: 'placed', balance: 8_000 });
    api.clock.advance(15_000);
    expect((await player.table()).result).toMatchObject({ roundId, voided: true });
    expect(await player.real()).toBe(10_000);
    const [round] = await api.ctx.db
      .select({ status: casinoRounds.status })
      .from(casinoRounds)
      .where(eq(casinoRounds.externalRoundId, `${LIVE_TABLE}:${roundId}`));
    expect(round!.status).toBe('cancelled');
  });

  it('refuses chips below the table minimum, broken chips and bets over the balance', async () => {
    toNextRound(() => true);
    const player = await atTable();
    expect(await player.bet([{ kind: 'red', amount: 1 }])).toMatchObject({
      error: 'below_min_chip',
    });
    expect(await player.bet([{ kind: 'straight', numbers: [37], amount: 100 }])).toMatchObject({
      error: 'invalid_value',
    });
    expect(await player.bet([{ kind: 'red', amount: 20_000 }])).toEqual({
      status: 'refused',
      error: 'insufficient_funds',
      balance: 10_000,
    });
    const broken = await api.post(`/api/sandbox-rgs/launches/${player.launch.id}/table/bets`, {
      chips: [{ kind: 'red' }],
    });
    expect(broken.status).toBe(422);
  });

  it('plays demo credits at the table without the wallet', async () => {
    const roundId = toNextRound((id) => !liveRoundOutcome(api.ctx.config, id).voided);
    const { launch } = await createSandboxLaunch(api.ctx, { ...base, mode: 'demo', player: null });
    const placed = await api.post(`/api/sandbox-rgs/launches/${launch.id}/table/bets`, {
      chips: [RED],
    });
    expect(placed.json).toMatchObject({ status: 'placed', balance: 99_000 });
    api.clock.advance(15_000);
    await api.get(`/api/sandbox-rgs/launches/${launch.id}/table`);
    const state = await api.get(`/api/sandbox-rgs/launches/${launch.id}`);
    const outcome = liveRoundOutcome(api.ctx.config, roundId);
    const won = settleLiveBet(outcome, { betId: 'x', roundId, chips: [RED] });
    expect(state.json.balance).toBe(99_000 + (won.kind === 'settled' ? won.payout : 1_000));
  });
});
