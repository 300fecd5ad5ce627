import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { ROOM_LONE_TIMEOUT_MS } from '@/lib/constants/rooms';
import { ledgerTransfers } from '@/server/db/schema';
import { LEASE_MS, releaseLease, takeLease } from '@/server/services/engines/lease';
import { crashEntropy } from '@/server/services/rooms/entropy';
import { advanceRounds } from '@/server/services/rooms/rounds';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { balancesOf, grantRow, insertGrant, stakeRows } from '@/tests/support/bonus-grants';
import { betKey, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
let epoch: number;
const holder = randomUUID();
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  api.clock.advance(LEASE_MS + 1);
  epoch = (await takeLease(api.ctx, 'rooms', holder))!;
});
afterAll(async () => {
  await releaseLease(api.ctx, 'rooms', holder, epoch);
  await api.close();
});

describe('rooms with an active bonus', () => {
  it('stakes real then bonus money and gives a lone player’s stakes back split', async () => {
    const player = await gamePlayer(api, 3);
    const grant = await insertGrant(api, player.id, {
      amount: 50_00,
      wageringRequired: 1_000_00,
      maxBet: 20_00,
    });
    const placed = await api.post(
      `${GAMES}/rooms/yellow/bet`,
      { key: betKey(), amount: 10 },
      player,
    );
    expect(placed.status).toBe(201);
    expect(await balancesOf(api, player.id)).toEqual({ real: 0, bonus: 43_00 });
    // The rooms' 5 % edge against the 4 % reference: 100 %.
    expect(await stakeRows(api, grant.id)).toMatchObject([
      { betRef: `room:${placed.json.id}`, product: 'rooms', stakeBonus: 7_00, weightBp: 10_000 },
    ]);
    expect((await grantRow(api, grant.id)).wagered).toBe(10_00);

    api.clock.advance(ROOM_LONE_TIMEOUT_MS + 1);
    const changes = await advanceRounds(api.ctx, crashEntropy, epoch);
    expect(changes.find((c) => c.round.id === placed.json.round_id)).toMatchObject({
      change: 'refunded',
    });
    expect(await balancesOf(api, player.id)).toEqual({ real: 3_00, bonus: 50_00 });
    expect((await grantRow(api, grant.id)).wagered).toBe(0);
    const moves = await api.ctx.db
      .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `rooms:${placed.json.id}:%`));
    expect(Object.fromEntries(moves.map((move) => [move.key, Number(move.amount)]))).toEqual({
      [`rooms:${placed.json.id}:stake`]: 3_00,
      [`rooms:${placed.json.id}:stake:bonus`]: 7_00,
      [`rooms:${placed.json.id}:refund`]: 3_00,
      [`rooms:${placed.json.id}:refund:bonus`]: 7_00,
    });
    await expectLedgerBalanced(api);
  });
});
