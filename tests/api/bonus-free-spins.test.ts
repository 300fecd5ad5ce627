import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  bonusCredits,
  bonusGrants,
  bonusOffers,
  casinoGames,
  deviceMarks,
  freeSpinGrants,
  promoCodes,
  type BonusTemplate,
} from '@/server/db/schema';
import { operatorCancelGrant } from '@/server/services/bonus/operator/operator-grants';
import { grantLeftFreeSpins } from '@/server/services/bonus-spins/grant-template-free-spins';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { bet, rollback, win, GIS_ROLLBACK } from '@/server/services/casino/wallet';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { confirmPayment } from '@/server/services/payments/confirm-payment';
import { balanceOf, createPack, createTemplate, paidDeposit } from '@/tests/support/bonus';
import { ensureCasinoGame } from '@/tests/support/casino';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { openDeposit, player as newPlayer } from '@/tests/support/payments';
import { fundedPlayer, operator, OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
let slug: string;
const GAME = 'bonus-free-spins-slot';
const PROMO = '/api/bonus-system/promo';
const GRANTS = '/api/operator/bonuses/grants';

beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  const gameId = await ensureCasinoGame(api.ctx.db, {
    aggregator: 'sandbox',
    code: GAME,
    now: api.clock.now(),
  });
  [{ slug }] = (await api.ctx.db
    .select({ slug: casinoGames.slug })
    .from(casinoGames)
    .where(eq(casinoGames.id, gameId))) as [{ slug: string }];
});
afterAll(() => api.close());

const uniqueCode = () => `FS${randomBytes(4).toString('hex').toUpperCase()}`;

/** A free-spins template: 10 rounds of 1 RUB on the test slot, wins wagered ×20. */
const spinsTemplate = (fields: Partial<BonusTemplate> = {}) =>
  createTemplate(api, {
    kind: 'free_spins',
    wageringMultiplier: 20,
    freeSpins: { game_slug: slug, rounds: 10, bet_value: { RUB: 100 } },
    ...fields,
  });

async function spinsPromo() {
  const template = await spinsTemplate();
  const code = uniqueCode();
  await api.ctx.db
    .insert(promoCodes)
    .values({ code, type: 'free_spins', value: '10', name: 'Spins', templateId: template.id });
  return { code, template };
}

const spinsOf = (userId: number) =>
  api.ctx.db.select().from(freeSpinGrants).where(eq(freeSpinGrants.userId, userId));

describe('a promo code of a free-spins template', () => {
  it('grants the spins at once, once per player; the offer answered is granted', async () => {
    const { code, template } = await spinsPromo();
    const player = await fundedPlayer(api);
    const response = await api.post(PROMO, { promo: code }, { token: player.token });
    expect(response.status).toBe(201);
    expect(response.json.data.grant).toBeNull();
    expect(response.json.data.offer).toMatchObject({
      id: template.code,
      source: 'promo',
      promo: code,
      waiting: false,
      terms: { kind: 'free_spins', free_spins: { game_slug: slug, rounds: 10, bet_value: 1 } },
    });
    const again = await api.post(PROMO, { promo: code }, { token: player.token });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'promo_used' });
    const spins = await spinsOf(player.id);
    expect(spins).toEqual([
      expect.objectContaining({
        templateId: template.id,
        source: 'bonus',
        rounds: 10,
        roundsLeft: 10,
        betValue: 100,
        status: 'active',
      }),
    ]);
    expect(spins[0]!.expirationAt.getTime() - api.clock.now().getTime()).toBe(7 * 86_400_000);
    const [offer] = await api.ctx.db
      .select()
      .from(bonusOffers)
      .where(eq(bonusOffers.userId, player.id));
    expect(offer!.status).toBe('granted');
  });

  it('grants once when the same player sends the code twice at once', async () => {
    const { code } = await spinsPromo();
    const player = await fundedPlayer(api);
    const answers = await Promise.all([
      api.post(PROMO, { promo: code }, { token: player.token }),
      api.post(PROMO, { promo: code }, { token: player.token }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await spinsOf(player.id)).toHaveLength(1);
  });

  it('refuses a code whose template has no bet in the player\u2019s currency', async () => {
    const template = await spinsTemplate({
      freeSpins: { game_slug: slug, rounds: 10, bet_value: { USD: 10 } },
    });
    const code = uniqueCode();
    await api.ctx.db
      .insert(promoCodes)
      .values({ code, type: 'free_spins', value: '10', name: 'Spins', templateId: template.id });
    const player = await fundedPlayer(api);
    const response = await api.post(PROMO, { promo: code }, { token: player.token });
    expect(response.status).toBe(422);
    expect(response.json.errors.promo).toEqual([expect.stringMatching(/^promo_currency: /)]);
    expect(await spinsOf(player.id)).toHaveLength(0);
  });

  it('grants the spins of a code given at registration, right after the account opens', async () => {
    const { code, template } = await spinsPromo();
    await api.ctx.db
      .update(promoCodes)
      .set({ newPlayersOnly: true })
      .where(eq(promoCodes.code, code));
    const { token } = await api.registerByEmail({ promo: code });
    const id = (await api.get('/api/profile/user', { token })).json.user.id as number;
    expect(await spinsOf(id)).toEqual([
      expect.objectContaining({ templateId: template.id, rounds: 10 }),
    ]);
    expect((await api.post(PROMO, { promo: code }, { token })).status).toBe(409);
  });

  it('leaves the offer waiting when the grant fails after commit; the minute job grants it once', async () => {
    const template = await spinsTemplate();
    const player = await fundedPlayer(api);
    const past = new Date(api.clock.now().getTime() - 60_000);
    const [offer] = await api.ctx.db
      .insert(bonusOffers)
      .values({
        userId: player.id,
        templateId: template.id,
        source: 'promo',
        sourceRef: 'LEFT',
        status: 'waiting',
        expiresAt: new Date(api.clock.now().getTime() + 86_400_000),
        createdAt: past,
      })
      .returning();
    await Promise.all([grantLeftFreeSpins(api.ctx), grantLeftFreeSpins(api.ctx)]);
    await grantLeftFreeSpins(api.ctx);
    expect(await spinsOf(player.id)).toEqual([
      expect.objectContaining({ templateId: template.id, rounds: 10 }),
    ]);
    const [after] = await api.ctx.db
      .select()
      .from(bonusOffers)
      .where(eq(bonusOffers.id, offer!.id));
    expect(after!.status).toBe('granted');
  });
});

describe('an operator grant of a free-spins template', () => {
  it('grants the spins and answers them; the same key answers the same spins', async () => {
    const template = await spinsTemplate();
    const player = await fundedPlayer(api);
    const body = {
      key: `op-${randomBytes(6).toString('hex')}`,
      user_id: player.id,
      template: template.code,
      currency: 'RUB',
      reason: 'goodwill',
    };
    const first = await api.post(GRANTS, body, operator);
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ rounds: 10, rounds_left: 10, bet_value: 1 });
    const again = await api.post(GRANTS, body, operator);
    expect(again.json.data.id).toBe(first.json.data.id);
    expect(await spinsOf(player.id)).toHaveLength(1);
    const usd = await api.post(
      GRANTS,
      { ...body, key: `${body.key}-usd`, currency: 'USD' },
      operator,
    );
    expect(usd.status).toBe(422);
    expect(Object.keys(usd.json.errors)).toEqual(['template']);
    const nobody = await api.post(
      GRANTS,
      { ...body, key: `${body.key}-nobody`, user_id: 999_999_999 },
      operator,
    );
    expect(nobody.status).toBe(404);
  });
});

describe('a free round\u2019s win of a template\u2019s spins', () => {
  async function playerWithSpins() {
    const template = await spinsTemplate();
    const player = await fundedPlayer(api);
    const granted = await api.post(
      GRANTS,
      {
        key: `op-${randomBytes(6).toString('hex')}`,
        user_id: player.id,
        template: template.code,
        currency: 'RUB',
        reason: 'test',
      },
      operator,
    );
    const [row] = await spinsOf(player.id);
    const session = await openCasinoSession(api.ctx, {
      userId: player.id,
      currency: 'RUB',
      aggregator: 'sandbox',
      gameCode: GAME,
      mode: 'real',
    });
    const call = { aggregator: 'sandbox' as const, userId: player.id, currency: 'RUB' as const };
    const play = async (amount: number) => {
      const roundId = `r-${randomBytes(6).toString('hex')}`;
      const placed = await bet(api.ctx, {
        ...call,
        token: session.token,
        txId: `${roundId}-bet`,
        roundId,
        gameCode: GAME,
        amount: 100,
        isFree: true,
        freeRoundsId: row!.providerRef,
      });
      expect(placed).toMatchObject({ code: 'ok' });
      const winCall = { ...call, txId: `${roundId}-win`, roundId, gameCode: GAME, amount };
      return { roundId, winCall, answer: await win(api.ctx, winCall) };
    };
    expect(granted.status).toBe(201);
    return { template, player, call, play };
  }

  const grantsOf = (userId: number) =>
    api.ctx.db.select().from(bonusGrants).where(eq(bonusGrants.userId, userId));

  it('becomes a bonus credit with the template\u2019s wagering, paid once, merged after', async () => {
    const { template, player, play } = await playerWithSpins();
    const first = await play(750);
    expect(first.answer).toMatchObject({ code: 'ok', bonus: 750 });
    // The same callback again pays nothing more.
    expect(await win(api.ctx, first.winCall)).toMatchObject({ code: 'ok', bonus: 750 });
    expect(await grantsOf(player.id)).toEqual([
      expect.objectContaining({
        templateId: template.id,
        source: 'free_spins',
        status: 'active',
        amount: 750,
        wageringRequired: 20 * 750,
      }),
    ]);
    const second = await play(250);
    expect(second.answer).toMatchObject({ code: 'ok', bonus: 1000 });
    const [merged] = await grantsOf(player.id);
    expect(merged).toMatchObject({ amount: 1000, wageringRequired: 20 * 1000 });
    const credits = await api.ctx.db
      .select()
      .from(bonusCredits)
      .where(eq(bonusCredits.grantId, merged!.id));
    expect(credits.map((credit) => credit.key).sort()).toEqual(
      [
        `free-spin-win:sandbox:${first.roundId}-win`,
        `free-spin-win:sandbox:${second.roundId}-win`,
      ].sort(),
    );
    expect(await balanceOf(api, player.id, 'bonus')).toBe(1000);
    const [spins] = await spinsOf(player.id);
    expect(spins).toMatchObject({ totalWin: 1000, roundsLeft: 8 });
    await expectLedgerBalanced(api);
  });

  it('credits once when the same win callback arrives twice at once', async () => {
    const { player, play } = await playerWithSpins();
    const first = await play(0);
    const again = { ...first.winCall, txId: `${first.roundId}-win2`, amount: 600 };
    const answers = await Promise.all([win(api.ctx, again), win(api.ctx, again)]);
    expect(answers).toEqual([
      expect.objectContaining({ code: 'ok', bonus: 600 }),
      expect.objectContaining({ code: 'ok', bonus: 600 }),
    ]);
    expect(await grantsOf(player.id)).toEqual([expect.objectContaining({ amount: 600 })]);
    expect(await balanceOf(api, player.id, 'bonus')).toBe(600);
    await expectLedgerBalanced(api);
  });

  it('a zero win credits nothing', async () => {
    const { player, play } = await playerWithSpins();
    expect((await play(0)).answer).toMatchObject({ code: 'ok' });
    expect(await grantsOf(player.id)).toEqual([]);
  });

  it('is taken back on rollback from the bonus account, as far as the money goes', async () => {
    const { player, call, play } = await playerWithSpins();
    const kept = await play(500);
    const gone = await play(300);
    const back = (target: { winCall: { txId: string; roundId: string } }) =>
      rollback(
        api.ctx,
        {
          ...call,
          txId: `${target.winCall.txId}-rb`,
          betTxId: target.winCall.txId,
          roundId: target.winCall.roundId,
        },
        GIS_ROLLBACK,
      );
    expect(await back(kept)).toMatchObject({ code: 'ok', bonus: 300 });
    expect(await balanceOf(api, player.id, 'bonus')).toBe(300);
    await expectLedgerBalanced(api);
    // The grant is cancelled: its money went back to the pool, nothing is left to take back.
    const [grant] = await grantsOf(player.id);
    await operatorCancelGrant(api.ctx, grant!.id, 'test');
    expect(await back(gone)).toMatchObject({ code: 'ok', bonus: 0 });
    expect(await balanceOf(api, player.id, 'bonus')).toBe(0);
    await expectLedgerBalanced(api);
  });

  it('stays plain for an operator\u2019s spins without a template', async () => {
    const player = await fundedPlayer(api);
    const response = await api.post(
      '/api/operator/casino/free-spins',
      {
        key: `plain-${randomBytes(6).toString('hex')}`,
        user_id: player.id,
        game: slug,
        rounds: 2,
        bet_value: 1,
        currency: 'RUB',
        expiration_at: new Date(api.clock.now().getTime() + 86_400_000).toISOString(),
      },
      operator,
    );
    expect(response.status).toBe(201);
    const [row] = await api.ctx.db
      .select()
      .from(freeSpinGrants)
      .where(and(eq(freeSpinGrants.userId, player.id)));
    expect(row!.templateId).toBeNull();
    const session = await openCasinoSession(api.ctx, {
      userId: player.id,
      currency: 'RUB',
      aggregator: 'sandbox',
      gameCode: GAME,
      mode: 'real',
    });
    const call = { aggregator: 'sandbox' as const, userId: player.id, currency: 'RUB' as const };
    await bet(api.ctx, {
      ...call,
      token: session.token,
      txId: 'plain-r1-bet',
      roundId: 'plain-r1',
      gameCode: GAME,
      amount: 100,
      isFree: true,
      freeRoundsId: row!.providerRef,
    });
    expect(
      await win(api.ctx, {
        ...call,
        txId: 'plain-r1-win',
        roundId: 'plain-r1',
        gameCode: GAME,
        amount: 400,
      }),
    ).toMatchObject({ code: 'ok', bonus: 400 });
    expect(
      await api.ctx.db.select().from(bonusGrants).where(eq(bonusGrants.userId, player.id)),
    ).toEqual([]);
    await expectLedgerBalanced(api);
  });
});

describe('a welcome-pack step of free spins', () => {
  const welcomeOffers = (userId: number) =>
    api.ctx.db
      .select()
      .from(bonusOffers)
      .where(and(eq(bonusOffers.userId, userId), eq(bonusOffers.source, 'welcome_pack')));

  it('is granted right after the deposit commits, once, and gives no bonus money', async () => {
    const template = await spinsTemplate();
    await createPack(api, [template]);
    const { token, id } = await newPlayer(api);
    await paidDeposit(api, token, 1000);
    expect(await spinsOf(id)).toEqual([
      expect.objectContaining({ templateId: template.id, source: 'bonus', rounds: 10 }),
    ]);
    expect(await welcomeOffers(id)).toEqual([expect.objectContaining({ status: 'granted' })]);
    expect(await api.ctx.db.select().from(bonusGrants).where(eq(bonusGrants.userId, id))).toEqual(
      [],
    );
    expect(await balanceOf(api, id, 'real')).toBe(100_000);
    // The second deposit is not the step's: nothing more.
    await paidDeposit(api, token, 1000);
    expect(await spinsOf(id)).toHaveLength(1);
    await expectLedgerBalanced(api);
  });

  it('waits as an offer when the process stops after the commit; the minute job grants it', async () => {
    const template = await spinsTemplate();
    await createPack(api, [template]);
    const { token, id } = await newPlayer(api);
    const deposit = await openDeposit(api, token, 1000, 'card', { bonus: true });
    // The deposit's transaction alone, as if the process stopped right after it committed.
    await confirmPayment(api.ctx, 'sandbox', {
      invoiceId: deposit.id,
      status: 'paid',
      amount: 100_000,
      currency: 'RUB',
    });
    expect(await spinsOf(id)).toEqual([]);
    expect(await welcomeOffers(id)).toEqual([expect.objectContaining({ status: 'waiting' })]);
    await grantLeftFreeSpins(api.ctx, 0);
    await grantLeftFreeSpins(api.ctx, 0);
    expect(await spinsOf(id)).toEqual([expect.objectContaining({ templateId: template.id })]);
    expect(await welcomeOffers(id)).toEqual([expect.objectContaining({ status: 'granted' })]);
  });

  it('is missed by an account sharing a device with one that took the pack', async () => {
    const template = await spinsTemplate();
    await createPack(api, [template]);
    const first = await newPlayer(api);
    await paidDeposit(api, first.token, 1000);
    const second = await newPlayer(api);
    const now = api.clock.now();
    await api.ctx.db.insert(deviceMarks).values([
      { userId: first.id, mark: `spins-${first.id}`, firstSeenAt: now, lastSeenAt: now },
      { userId: second.id, mark: `spins-${first.id}`, firstSeenAt: now, lastSeenAt: now },
    ]);
    await paidDeposit(api, second.token, 1000);
    expect(await spinsOf(first.id)).toHaveLength(1);
    expect(await spinsOf(second.id)).toEqual([]);
    expect(await welcomeOffers(second.id)).toEqual([
      expect.objectContaining({ status: 'cancelled' }),
    ]);
    // The minute job finds nothing to grant for it either.
    await grantLeftFreeSpins(api.ctx, 0);
    expect(await spinsOf(second.id)).toEqual([]);
    expect(await balanceOf(api, second.id, 'real')).toBe(100_000);
  });
});

describe('guests with a promo code: GET /bonus-system/offers?promo=', () => {
  const OFFERS = '/api/bonus-system/offers';

  it('answers first the offer the code gives, with the game\u2019s catalogue name, then the rest', async () => {
    const { code, template } = await spinsPromo();
    await api.ctx.db
      .update(promoCodes)
      .set({ newPlayersOnly: true })
      .where(eq(promoCodes.code, code));
    const [game] = await api.ctx.db
      .select({ name: casinoGames.name })
      .from(casinoGames)
      .where(eq(casinoGames.slug, slug));
    const plain = await api.get(OFFERS);
    expect(plain.status).toBe(200);
    const withCode = await api.get(`${OFFERS}?promo=${code.toLowerCase()}`);
    expect(withCode.status).toBe(200);
    expect(withCode.json.data[0]).toMatchObject({
      id: template.code,
      source: 'promo',
      promo: code,
      waiting: false,
      expires_at: null,
      terms: { kind: 'free_spins', free_spins: { game_slug: slug, game_name: game!.name.en } },
    });
    expect(withCode.json.data.slice(1)).toEqual(plain.json.data);
  });

  it('ignores a code that does not apply: unknown, too long, another currency, used up', async () => {
    const plain = (await api.get('/api/bonus-system/offers')).json.data;
    const { code } = await spinsPromo();
    await api.ctx.db
      .update(promoCodes)
      .set({ currencies: ['USD'] })
      .where(eq(promoCodes.code, code));
    for (const promo of ['NOSUCHCODE', 'X'.repeat(300), code, '']) {
      const response = await api.get(`/api/bonus-system/offers?promo=${promo}`);
      expect(response.status).toBe(200);
      expect(response.json.data).toEqual(plain);
    }
    const used = await spinsPromo();
    await api.ctx.db
      .update(promoCodes)
      .set({ maxUses: 1, uses: 1 })
      .where(eq(promoCodes.code, used.code));
    expect((await api.get(`/api/bonus-system/offers?promo=${used.code}`)).json.data).toEqual(plain);
  });
});
