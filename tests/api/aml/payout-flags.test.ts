/**
 * The payout rules (issue 35): a large payout, deposits paid out with little play, many payout
 * destinations, and payout details changed just before a payout, each a risk flag with its
 * figures and ids, raised once. Payout rows are written as request-payout.ts writes them (the
 * rules read only the rows); deposits and stakes go through the API and the ledger.
 */
import { eq } from 'drizzle-orm';
import { payouts } from '@/server/db/schema';
import { destinationHash } from '@/server/services/payouts/destination-hash';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { betKey, GAMES } from '@/tests/support/game-bets';
import { openDeposit, sendWebhook } from '@/tests/support/payments';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';
import { DAY, flagPayoutOf, flagsOf, insertPayout, newPlayer, type Player } from './aml-support';

let api: TestApi;
beforeAll(async () => {
  // 50 EUR is 5,000 RUB at the seeded rate (100 RUB per EUR).
  api = await createTestApi({
    env: { OPERATOR_TOKEN, AML_LARGE_PAYOUT_EUR: '50', KYC_FLAG_LEVEL: '2' },
  });
});
afterAll(() => api.close());

const CARDS = [
  '4111111111111111',
  '5555555555554444',
  '4000056655665556',
  '6011111111111117',
  '378282246310005',
  '3566002020360505',
];

describe('destination hash', () => {
  it('is the same for the same card however typed, and keyed', async () => {
    const hash = destinationHash(api.ctx, { card_number: '4111 1111-1111 1111' });
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(destinationHash(api.ctx, { card_number: '4111111111111111' })).toBe(hash);
    expect(destinationHash(api.ctx, { card_number: '4111111111111112' })).not.toBe(hash);
    const wallet = { address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', network: 'TRC20' };
    expect(destinationHash(api.ctx, wallet)).not.toBe(
      destinationHash(api.ctx, { ...wallet, network: 'BTC' }),
    );
    const other = { config: { ...api.ctx.config, authSecret: new TextEncoder().encode('x') } };
    expect(destinationHash(other, { card_number: '4111111111111111' })).not.toBe(hash);
  });
});

describe('large_payout', () => {
  it('flags a payout worth the threshold or more, once, with its figures', async () => {
    const player = await newPlayer(api);
    const below = await insertPayout(api, player.id, { amount: 499_999 });
    await flagPayoutOf(api, below);
    expect(await flagsOf(api, player.id, 'large_payout')).toEqual([]);
    const at = await insertPayout(api, player.id, { amount: 500_000 });
    await flagPayoutOf(api, at);
    const [flag, ...rest] = await flagsOf(api, player.id, 'large_payout');
    expect(rest).toEqual([]);
    expect(flag!.dedupKey).toBe(`large_payout:${at.id}`);
    expect(flag!.evidence).toEqual({
      payout_id: at.id,
      payout: { amount: 5_000, currency: 'RUB' },
      threshold_eur: 50,
      worth: { amount: 5_000, currency: 'RUB' },
      threshold_worth: { amount: 5_000, currency: 'RUB' },
    });
    // Asked again (a retried call), nothing new.
    await flagPayoutOf(api, at);
    expect(await flagsOf(api, player.id, 'large_payout')).toHaveLength(1);
  });

  it('compares a euro payout without converting it', async () => {
    const player = await newPlayer(api);
    const payout = await insertPayout(api, player.id, { amount: 5_000, currency: 'EUR' });
    await flagPayoutOf(api, payout);
    const [flag] = await flagsOf(api, player.id, 'large_payout');
    expect(flag!.evidence).toEqual({
      payout_id: payout.id,
      payout: { amount: 50, currency: 'EUR' },
      threshold_eur: 50,
    });
  });
});

describe('quick_cycle', () => {
  const paid = (id: string, amount: number) => ({
    invoice_id: id,
    status: 'paid',
    amount,
    currency: 'RUB',
  });

  /** A deposit of `amount` RUB through the sandbox, paid. */
  async function deposit(player: Player, amount: number) {
    const invoice = await openDeposit(api, player.token, amount);
    expect((await sendWebhook(api, paid(invoice.id, amount))).status).toBe(200);
    return invoice.id;
  }

  async function dice(player: Player, amount: number) {
    const bet = await api.post(
      `${GAMES}/dice/bet`,
      { key: betKey(), amount, target: 50, direction: 'under' },
      player,
    );
    expect(bet.status).toBe(200);
  }

  it('flags deposits paid out within a day with stakes below half of them', async () => {
    const player = await newPlayer(api);
    const invoice = await deposit(player, 1_000);
    await dice(player, 10);
    await dice(player, 15);
    api.clock.advance(60_000);
    const payout = await insertPayout(api, player.id, { amount: 90_000 });
    await flagPayoutOf(api, payout);
    const [flag, ...rest] = await flagsOf(api, player.id, 'quick_cycle');
    expect(rest).toEqual([]);
    expect(flag!.dedupKey).toBe(`quick_cycle:${payout.id}`);
    expect(flag!.evidence).toMatchObject({
      payout_id: payout.id,
      payout: { amount: 900, currency: 'RUB' },
      window_hours: 24,
      deposit_count: 1,
      deposits: [{ invoice_id: invoice, amount: 1_000, currency: 'RUB' }],
      deposits_worth: { amount: 1_000, currency: 'RUB' },
      stakes: [{ amount: 25, currency: 'RUB' }],
      stakes_worth: { amount: 25, currency: 'RUB' },
      stake_share: 0.025,
      min_stake_share: 0.5,
    });
  });

  it('leaves a player who played half the deposits, or whose deposits are a day old', async () => {
    const played = await newPlayer(api);
    await deposit(played, 100);
    await dice(played, 50);
    await flagPayoutOf(api, await insertPayout(api, played.id, { amount: 5_000 }));
    expect(await flagsOf(api, played.id, 'quick_cycle')).toEqual([]);

    const patient = await newPlayer(api);
    await deposit(patient, 100);
    api.clock.advance(DAY + 60_000);
    await flagPayoutOf(api, await insertPayout(api, patient.id, { amount: 5_000 }));
    expect(await flagsOf(api, patient.id, 'quick_cycle')).toEqual([]);

    // Money that did not come from a deposit (an operator adjustment) is not a deposit.
    const funded = await newPlayer(api, { amount: 1_000 });
    await flagPayoutOf(api, await insertPayout(api, funded.id, { amount: 50_000 }));
    expect(await flagsOf(api, funded.id, 'quick_cycle')).toEqual([]);
  });
});

describe('details_changed', () => {
  it('flags a payout to a new destination after an earlier one elsewhere', async () => {
    const player = await newPlayer(api);
    const now = api.clock.now().getTime();
    const first = await insertPayout(api, player.id, {
      card: CARDS[0],
      at: new Date(now - 2 * DAY),
    });
    await flagPayoutOf(api, first);
    expect(await flagsOf(api, player.id, 'details_changed')).toEqual([]);
    const changed = await insertPayout(api, player.id, { card: CARDS[1] });
    await flagPayoutOf(api, changed);
    const [flag] = await flagsOf(api, player.id, 'details_changed');
    expect(flag!.dedupKey).toBe(`details_changed:${changed.id}`);
    expect(flag!.evidence).toEqual({
      payout_id: changed.id,
      payout: { amount: 300, currency: 'RUB' },
      new: { card_last4: '4444' },
      previous: {
        payout_id: first.id,
        at: new Date(now - 2 * DAY).toISOString(),
        card_last4: '1111',
      },
    });
    // Back to a card used before: not a change.
    await flagPayoutOf(api, await insertPayout(api, player.id, { card: CARDS[0] }));
    expect(await flagsOf(api, player.id, 'details_changed')).toHaveLength(1);
  });

  it('leaves a first payout, and a new card long after the last payout', async () => {
    const player = await newPlayer(api);
    const now = api.clock.now().getTime();
    await insertPayout(api, player.id, { card: CARDS[0], at: new Date(now - 31 * DAY) });
    await flagPayoutOf(api, await insertPayout(api, player.id, { card: CARDS[1] }));
    expect(await flagsOf(api, player.id, 'details_changed')).toEqual([]);
  });

  it('names a crypto wallet by its address', async () => {
    const player = await newPlayer(api);
    await insertPayout(api, player.id, {
      card: CARDS[2],
      at: new Date(api.clock.now().getTime() - DAY),
    });
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    await flagPayoutOf(api, await insertPayout(api, player.id, { address }));
    const [flag] = await flagsOf(api, player.id, 'details_changed');
    expect(flag!.evidence).toMatchObject({
      new: { address, network: 'TRC20' },
      previous: { card_last4: '5556' },
    });
  });
});

describe('many_instruments', () => {
  it('flags the third destination within 30 days, then again at each doubling', async () => {
    const player = await newPlayer(api);
    const start = api.clock.now().getTime();
    const at = (day: number) => new Date(start + day * 1000);
    const asked = [];
    for (const [index, card] of CARDS.entries()) {
      const payout = await insertPayout(api, player.id, { card, at: at(index) });
      asked.push(payout);
      await flagPayoutOf(api, payout);
      const flags = await flagsOf(api, player.id, 'many_instruments');
      // Raised at 3 destinations and at 6; the 4th and 5th add none.
      expect(flags).toHaveLength(index + 1 < 3 ? 0 : index + 1 < 6 ? 1 : 2);
    }
    const [third, sixth] = await flagsOf(api, player.id, 'many_instruments');
    expect(third!.evidence).toMatchObject({
      payout_id: asked[2]!.id,
      count: 3,
      window_days: 30,
      instruments: [
        { card_last4: '1111', first_payout_id: asked[0]!.id },
        { card_last4: '4444', first_payout_id: asked[1]!.id },
        { card_last4: '5556', first_payout_id: asked[2]!.id },
      ],
    });
    expect(third!.dedupKey).toMatch(new RegExp(`^many_instruments:${player.id}:\\d+:3$`));
    expect(sixth!.evidence).toMatchObject({ payout_id: asked[5]!.id, count: 6 });
    expect(sixth!.dedupKey).toMatch(/:6$/);
  });

  it('counts one card paid to twice once, and forgets payouts older than 30 days', async () => {
    const player = await newPlayer(api);
    const now = api.clock.now().getTime();
    await insertPayout(api, player.id, { card: CARDS[0], at: new Date(now - 40 * DAY) });
    await insertPayout(api, player.id, { card: CARDS[1], at: new Date(now - 2 * DAY) });
    await insertPayout(api, player.id, { card: CARDS[1], at: new Date(now - DAY) });
    await flagPayoutOf(api, await insertPayout(api, player.id, { card: CARDS[2] }));
    expect(await flagsOf(api, player.id, 'many_instruments')).toEqual([]);
  });
});

describe('a payout without a destination hash', () => {
  it('is weighed but not compared', async () => {
    const player = await newPlayer(api);
    await insertPayout(api, player.id, {
      card: CARDS[0],
      at: new Date(api.clock.now().getTime() - DAY),
    });
    const [payout] = await api.ctx.db
      .update(payouts)
      .set({ destinationHash: null })
      .where(
        eq(
          payouts.id,
          (await insertPayout(api, player.id, { card: CARDS[1], amount: 600_000 })).id,
        ),
      )
      .returning();
    await flagPayoutOf(api, payout!);
    expect((await flagsOf(api, player.id)).map((flag) => flag.kind)).toEqual(['large_payout']);
  });
});
