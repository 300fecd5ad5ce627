import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { elapsedToReach } from '@/lib/games/crash/growth';
import type { CrashConfig } from '@/server/config';
import { crashRounds, ledgerTransfers, type CrashRound } from '@/server/db/schema';
import { openChain, type CrashChain } from '@/server/services/crash/chain';
import { LEASE_MS, takeLease } from '@/server/services/engines/lease';
import { bettingRound, scheduleRound, startRound } from '@/server/services/crash/rounds';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { balancesOf, grantRow, insertGrant, stakeRows } from '@/tests/support/bonus-grants';
import { betKey, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

const CRASH = `${GAMES}/crash`;
const CONFIG: CrashConfig = {
  secret: 'crash-bonus-secret-crash-bonus-secret-01',
  length: 5_000,
  salt: 'crash-bonus-salt-1',
  engine: false,
};

let api: TestApi;
let chain: CrashChain;
let epoch: number;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  chain = await openChain(api.ctx, CONFIG);
  api.clock.advance(LEASE_MS + 1);
  epoch = (await takeLease(api.ctx, 'crash', randomUUID()))!;
});
afterAll(() => api.close());

async function openRound() {
  const round = await bettingRound(api.ctx, chain, epoch);
  return (await scheduleRound(
    api.ctx,
    epoch,
    round!.id,
    new Date(api.clock.now().getTime() + 6_000),
  ))!;
}

async function start(round: CrashRound, point: number) {
  await api.ctx.db
    .update(crashRounds)
    .set({ crashPoint: point })
    .where(eq(crashRounds.id, round.id));
  return (await startRound(api.ctx, chain, epoch, round.id))!.round;
}

async function moneyOf(betId: string) {
  const rows = await api.ctx.db
    .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `crash:${betId}:%`));
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.amount)]));
}

describe('crash with an active bonus', () => {
  it('stakes real then bonus money, gives a cancelled bet back split, pays a cash-out split', async () => {
    const round = await openRound();
    const player = await gamePlayer(api, 4);
    const grant = await insertGrant(api, player.id, {
      amount: 100_00,
      wageringRequired: 1_000_00,
      maxBet: 20_00,
    });
    // Above the maximum bet with bonus money in it: refused, nothing moves.
    const over = await api.post(`${CRASH}/bet`, { key: betKey(), amount: 25 }, player);
    expect([over.status, over.json.errors.amount[0]]).toEqual([
      422,
      expect.stringMatching(/^bonus_max_bet/),
    ]);

    const first = await api.post(`${CRASH}/bet`, { key: betKey(), amount: 10 }, player);
    expect(first.status).toBe(201);
    expect(await balancesOf(api, player.id)).toEqual({ real: 0, bonus: 94_00 });
    // Crash's 1 % edge against the 4 % reference: 25 %.
    expect(await stakeRows(api, grant.id)).toMatchObject([
      { betRef: `crash:${first.json.id}`, product: 'crash', stakeBonus: 6_00, contribution: 2_50 },
    ]);
    const cancelled = await api.call('DELETE', `${CRASH}/bet/${first.json.id}`, {
      token: player.token,
    });
    expect(cancelled.json).toMatchObject({ status: 'cancelled' });
    expect(await balancesOf(api, player.id)).toEqual({ real: 4_00, bonus: 100_00 });
    expect((await grantRow(api, grant.id)).wagered).toBe(0);
    expect(await moneyOf(first.json.id)).toEqual({
      [`crash:${first.json.id}:stake`]: 4_00,
      [`crash:${first.json.id}:stake:bonus`]: 6_00,
      [`crash:${first.json.id}:refund`]: 4_00,
      [`crash:${first.json.id}:refund:bonus`]: 6_00,
    });

    const second = await api.post(`${CRASH}/bet`, { key: betKey(), amount: 20 }, player);
    expect(second.status).toBe(201);
    const running = await start(round, 300);
    api.clock.set(new Date(running.startedAt!.getTime() + elapsedToReach(200)));
    const cashed = await api.post(`${CRASH}/cashout`, {}, player);
    expect(cashed.json).toMatchObject({ status: 'cashed', payout: 40 });
    // 4.00 real and 16.00 bonus staked: the 40.00 pays 32.00 bonus, 8.00 real.
    expect(await balancesOf(api, player.id)).toEqual({ real: 8_00, bonus: 84_00 + 32_00 });
    expect(await moneyOf(second.json.id)).toEqual({
      [`crash:${second.json.id}:stake`]: 4_00,
      [`crash:${second.json.id}:stake:bonus`]: 16_00,
      [`crash:${second.json.id}:payout`]: 8_00,
      [`crash:${second.json.id}:payout:bonus`]: 32_00,
    });
    expect((await grantRow(api, grant.id)).wagered).toBe(5_00);
    await expectLedgerBalanced(api);
  });
});
