/**
 * The back office's Players section (issue 36): `GET /operator/players` finds a player by each
 * kind of key with a cursor, each lookup served by an index (EXPLAINed); `GET …/{id}` is the
 * player's page, its balances the ledger's; `GET …/{id}/activity` the statement and every
 * product's bets; `POST …/{id}/notes` an audited, append-only note. All `players.read`.
 */
import { CODE_RESEND_COOLDOWN_S } from '@/lib/constants/auth';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  auditLog,
  deviceMarks,
  ledgerAccounts,
  staffNotes,
  staffRoles,
  users,
} from '@/server/db/schema';
import { searchStatement } from '@/server/services/office-players/search-players';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { betKey, GAMES } from '@/tests/support/game-bets';
import { signedInStaff } from '@/tests/support/staff';
import { adjust, fundedPlayer, OPERATOR_TOKEN, operator, payoutHash } from '@/tests/support/wallet';

const PLAYERS = '/api/operator/players';

let api: TestApi;
let support: { token: string };
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
  support = { token: await signedInStaff(api, 'support') };
});
afterAll(() => api.close());

const search = (query: Record<string, string | number>, token = operator) =>
  api.get(
    `${PLAYERS}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    token,
  );

/** The ids a search found, and what each matched. */
async function found(q: string) {
  const response = await search({ q });
  expect(response.status).toBe(200);
  return response.json.players as { id: number; matched: string[] }[];
}

/** A name nobody else in a shared database has: letters only, as a name is searched. */
const uniqueName = () =>
  `Zq${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

/** A card number that passes Luhn and that no other suite uses. */
function uniqueCard() {
  const body = `4${[...randomBytes(14)].map((byte) => byte % 10).join('')}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A 422's fields with the codes of their messages (`invalid_value: This value…` → `invalid_value`). */
const codes = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => message.split(':')[0]),
    ]),
  );

const setUser = (id: number, values: Partial<typeof users.$inferInsert>) =>
  api.ctx.db.update(users).set(values).where(eq(users.id, id));

describe('GET /operator/players', () => {
  it('finds a player by number, e-mail, its mailbox, phone and name', async () => {
    const { email, token } = await api.registerByEmail();
    const id = (await api.get('/api/profile/user', { token })).json.user.id as number;
    const name = uniqueName();
    await setUser(id, { name: `${name} Petrov`, legalName: `${name.toUpperCase()}OV IVAN` });

    expect(await found(String(id))).toEqual([expect.objectContaining({ id, matched: ['id'] })]);
    expect((await found(`#${id}`))[0]).toMatchObject({ id, matched: ['id'] });
    expect(await found(email.toUpperCase())).toEqual([
      expect.objectContaining({ id, matched: ['email'] }),
    ]);
    const [local, domain] = email.split('@');
    expect((await found(`${local}+casino@${domain}`)).map((row) => row.id)).toEqual([id]);
    // A name's prefix, any case, profile or legal name.
    expect(await found(name.slice(0, 6).toLowerCase())).toEqual([
      expect.objectContaining({ id, matched: ['name'] }),
    ]);
    expect((await found(`${name}ov`.toLowerCase())).map((row) => row.id)).toEqual([id]);
    // LIKE's wildcards are plain characters.
    expect(await found(`${name.slice(0, 4)}%`)).toEqual([]);

    const phone = await api.registerByPhone();
    const phoneId = (await api.get('/api/profile/user', { token: phone.token })).json.user
      .id as number;
    const spaced = phone.phone.replace(/^(\+\d)(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1 ($2) $3-$4-$5');
    expect(await found(spaced)).toEqual([
      expect.objectContaining({ id: phoneId, matched: ['phone'] }),
    ]);
    expect((await found(phone.phone.slice(1))).map((row) => row.id)).toEqual([phoneId]);
  });

  it('answers each row with contacts, state, level, last sign-in and real balance', async () => {
    const player = await fundedPlayer(api, { amount: 1234.5 });
    const [row] = (await search({ q: player.id })).json.players;
    expect(row).toEqual({
      id: player.id,
      email: expect.stringContaining('@'),
      phone: null,
      name: null,
      legal_name: null,
      currency: 'RUB',
      state: 'active',
      kyc_level: 0,
      created_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      real_balance: 1234.5,
      matched: ['id'],
    });
  });

  it('finds accounts by a browser fingerprint and by a device mark', async () => {
    const first = await fundedPlayer(api);
    const second = await fundedPlayer(api);
    const fp = `fp-${randomBytes(8).toString('hex')}`;
    await setUser(first.id, { attribution: { fp, stag: 'x' } });
    await setUser(second.id, { attribution: { fp2: fp } });
    expect(await found(fp)).toEqual([
      expect.objectContaining({ id: second.id, matched: ['fingerprint'] }),
      expect.objectContaining({ id: first.id, matched: ['fingerprint'] }),
    ]);

    const mark = randomBytes(16).toString('base64url');
    const now = api.clock.now();
    await api.ctx.db
      .insert(deviceMarks)
      .values({ userId: first.id, mark, firstSeenAt: now, lastSeenAt: now });
    const [own] = await api.ctx.db
      .select({ mark: users.superBonus })
      .from(users)
      .where(eq(users.id, second.id));
    expect(await found(mark)).toEqual([
      expect.objectContaining({ id: first.id, matched: ['device'] }),
    ]);
    // The mark an account was given at registration finds it too.
    expect((await found(own!.mark)).map((row) => row.id)).toEqual([second.id]);
  });

  it('finds the accounts that sent payouts to a card, however the number is typed', async () => {
    const card = uniqueCard();
    const payers = [];
    for (let index = 0; index < 2; index += 1) {
      const player = await fundedPlayer(api, { amount: 1000 });
      const payout = await api.post(
        '/api/api/v2/billing/payout',
        { hash: payoutHash('RUB'), amount: 300, details: { card_number: card } },
        player,
      );
      expect(payout.status).toBe(201);
      payers.push(player.id);
    }
    const typed = card.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(await found(typed)).toEqual([
      expect.objectContaining({ id: payers[1], matched: ['payment'] }),
      expect.objectContaining({ id: payers[0], matched: ['payment'] }),
    ]);
    expect(await found(uniqueCard())).toEqual([]);
  });

  it('pages newest first by cursor, filtered by state and level', async () => {
    const name = uniqueName();
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const player = await fundedPlayer(api);
      await setUser(player.id, { name: `${name} ${index}` });
      ids.push(player.id);
    }
    const first = await search({ q: name, limit: 2 });
    expect(first.json.players.map((row: { id: number }) => row.id)).toEqual([ids[2], ids[1]]);
    expect(first.json.next).toBe(ids[1]);
    const second = await search({ q: name, limit: 2, before: first.json.next });
    expect(second.json).toEqual({
      players: [expect.objectContaining({ id: ids[0] })],
      next: null,
    });

    const blocked = await api.post(
      `${PLAYERS}/${ids[1]}/state`,
      { state: 'blocked', reason: 'test' },
      operator,
    );
    expect(blocked.status).toBe(200);
    const onlyBlocked = await search({ q: name, state: 'blocked' });
    expect(onlyBlocked.json.players.map((row: { id: number }) => row.id)).toEqual([ids[1]]);
    await setUser(ids[0]!, { kycLevel: 2 });
    const levelTwo = await search({ q: name, kyc_level: 2 });
    expect(levelTwo.json.players.map((row: { id: number }) => row.id)).toEqual([ids[0]]);

    // Without `q`: every player, newest first.
    const all = await search({ limit: 1 });
    expect(all.json.players).toHaveLength(1);
    expect(all.json.next).toBe(all.json.players[0].id);
    const older = await search({ limit: 1, before: all.json.next });
    expect(older.json.players[0].id).toBeLessThan(all.json.next);
  });

  it('answers 422 with the fields of a bad query', async () => {
    const bad = await search({
      state: 'gone',
      kyc_level: 7,
      limit: 0,
      before: 'x',
      q: 'a'.repeat(255),
    });
    expect(bad.status).toBe(422);
    expect(codes(bad.json.errors)).toEqual({
      state: ['invalid_value'],
      kyc_level: ['invalid_value'],
      limit: ['invalid_value'],
      before: ['invalid_value'],
      q: ['too_long'],
    });
    const unknown = await search({ sort: 'name' });
    expect(unknown.status).toBe(422);
    expect(codes(unknown.json.errors)).toEqual({ sort: ['unknown_field'] });
    expect((await search({ q: '!' })).json).toEqual({ players: [], next: null });
  });

  it('is refused to a role without players.read, and to nobody signed in', async () => {
    const role = `no-players-${randomBytes(4).toString('hex')}`;
    await api.ctx.db
      .insert(staffRoles)
      .values({ name: role, permissions: ['sports.trade'], updatedAt: api.clock.now() });
    const trader = { token: await signedInStaff(api, role) };
    const player = await fundedPlayer(api);
    expect((await search({ q: 'x' }, trader)).status).toBe(403);
    expect((await api.get(`${PLAYERS}/${player.id}`, trader)).status).toBe(403);
    expect((await api.get(`${PLAYERS}/${player.id}/activity`, trader)).status).toBe(403);
    expect((await api.post(`${PLAYERS}/${player.id}/notes`, { body: 'hi' }, trader)).status).toBe(
      403,
    );
    expect((await api.get(PLAYERS)).status).toBe(401);
    // Support holds players.read only: enough for every operation here.
    expect((await search({ q: String(player.id) }, support)).status).toBe(200);
  });

  /**
   * Every lookup is an index's, whatever the number of accounts: with sequential scans made
   * prohibitively dear the plan must still find an index for each branch. PGlite is PostgreSQL's
   * own planner, so the check runs the same on both; on a tiny table the planner would pick a
   * sequential scan otherwise, which is why it is priced out rather than the table filled.
   */
  it.each([
    ['an e-mail', 'Someone+Tag@Example.test', ['users_email_unique', 'users_mailbox_idx']],
    ['a phone', '+79991234567', ['users_phone_unique']],
    ['a number', '#100001', ['users_pkey']],
    ['a name', 'Ivan', ['users_name_prefix_idx', 'users_legal_name_prefix_idx']],
    [
      'a token',
      'fp-0123456789abcdef',
      ['users_attribution_idx', 'device_marks_mark_idx', 'users_super_bonus_unique'],
    ],
    ['a card', '4111 1111 1111 1111', ['payouts_destination_idx']],
  ])('looks %s up through its index, never a sequential scan', async (_, q, indexes) => {
    const statement = searchStatement(api.ctx, { q, limit: 50 })!;
    const plan = await api.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${statement}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan/);
    for (const index of indexes) expect(plan).toContain(index);
  });
});

describe('GET /operator/players/{id}', () => {
  it('shows balances per account equal to the ledger, with holds, bonus and the rest', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    await adjust(api, player.id, 50, { kind: 'bonus' });
    await adjust(api, player.id, 20, { currency: 'USD' });
    const bet = await api.post(
      `${GAMES}/dice/bet`,
      { key: betKey(), amount: 10, target: 50, direction: 'under' },
      player,
    );
    expect(bet.status).toBe(200);
    const payout = await api.post(
      '/api/api/v2/billing/payout',
      { hash: payoutHash('RUB'), amount: 200, details: { card_number: uniqueCard() } },
      player,
    );
    expect(payout.status).toBe(201);

    const response = await api.get(`${PLAYERS}/${player.id}`, operator);
    expect(response.status).toBe(200);
    const accounts = await api.ctx.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, player.id));
    const account = (currency: string, kind: string) =>
      accounts.find((row) => row.currency === currency && row.kind === kind);
    const real = account('RUB', 'real')!;
    expect(real.pendingDebits).toBe(20_000);
    expect(response.json.balances).toEqual([
      {
        currency: 'RUB',
        real: (real.balance - real.pendingDebits) / 100,
        holds: 200,
        bonus: 50,
        debt: 0,
      },
      { currency: 'USD', real: 20, holds: 0, bonus: 0, debt: 0 },
    ]);
    expect(response.json.balances[0].real).toBe(bet.json.balance - 200);
    // …and the statement's balance, which the player reads.
    const ledger = await api.get(`${PLAYERS}/${player.id}/activity?kind=ledger`, operator);
    expect(ledger.json.balance).toBe(response.json.balances[0].real);

    expect(response.json).toMatchObject({
      player: { id: player.id, currency: 'RUB', state: 'active', state_reason: null },
      kyc: { level: 0, required_level: 0, status: 'init' },
      open_flags: 0,
      protection: { state: 'active', currency: 'RUB', limits: [] },
      bonuses: [],
      vip: { level: 1, tier: 'bronze' },
      devices: [],
      fingerprints: [],
      notes: [],
    });
    expect(response.json.sessions).toEqual([
      expect.objectContaining({ created_at: expect.any(String), revoked_at: null }),
    ]);
  });

  it('is 404 for an unknown player, on every operation', async () => {
    for (const path of ['999999999', '999999999/activity', '0', 'abc']) {
      expect((await api.get(`${PLAYERS}/${path}`, operator)).status).toBe(404);
    }
    const note = await api.post(`${PLAYERS}/999999999/notes`, { body: 'x' }, support);
    expect(note.status).toBe(404);
  });
});

describe('GET /operator/players/{id}/activity', () => {
  it('lists the statement and the bets of every product, newest first, by cursor', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const bets = [];
    for (let index = 0; index < 3; index += 1) {
      const bet = await api.post(
        `${GAMES}/dice/bet`,
        { key: betKey(), amount: 10 + index, target: 50, direction: 'under' },
        player,
      );
      expect(bet.status).toBe(200);
      bets.push(bet.json);
    }
    const first = await api.get(`${PLAYERS}/${player.id}/activity?kind=bets&limit=2`, operator);
    expect(first.status).toBe(200);
    expect(first.json.kind).toBe('bets');
    expect(first.json.bets).toEqual([
      {
        id: bets[2].id,
        product: 'games',
        game: 'dice',
        currency: 'RUB',
        stake: 12,
        payout: bets[2].payout,
        status: bets[2].win ? 'won' : 'lost',
        created_at: bets[2].created_at,
      },
      expect.objectContaining({ id: bets[1].id, stake: 11 }),
    ]);
    const second = await api.get(
      `${PLAYERS}/${player.id}/activity?kind=bets&limit=2&before=${encodeURIComponent(first.json.next)}`,
      operator,
    );
    expect(second.json).toEqual({
      kind: 'bets',
      bets: [expect.objectContaining({ id: bets[0].id, stake: 10 })],
      next: null,
    });

    const ledger = await api.get(`${PLAYERS}/${player.id}/activity?limit=4`, operator);
    expect(ledger.json).toMatchObject({ kind: 'ledger', account: 'real', currency: 'RUB' });
    expect(ledger.json.entries[0]).toMatchObject({ product: 'games', subject: { type: 'bet' } });
    expect(ledger.json.entries.at(-1)).toBeDefined();
    // The adjustment, each bet's stake and each win's payout: a second page when over four
    // (the dice decide how many won).
    const entries = 1 + bets.length + bets.filter((bet) => bet.win).length;
    const last =
      entries <= 4
        ? ledger.json
        : (await api.get(`${PLAYERS}/${player.id}/activity?limit=4&before=2`, operator)).json;
    expect(ledger.json.next).toBe(entries <= 4 ? null : '2');
    expect(last.entries.at(-1)).toMatchObject({ reason: 'adjustment', amount: 1000 });
    expect(last.next).toBeNull();

    const bad = await api.get(
      `${PLAYERS}/${player.id}/activity?kind=bets&before=yesterday`,
      operator,
    );
    expect(bad.status).toBe(422);
    expect(codes(bad.json.errors)).toEqual({ before: ['invalid_value'] });
    const badKind = await api.get(`${PLAYERS}/${player.id}/activity?kind=deposits`, operator);
    expect(codes(badKind.json.errors)).toEqual({ kind: ['invalid_value'] });
  });
});

describe('POST /operator/players/{id}/notes', () => {
  it('adds a note, audited in its transaction, shown newest first and never changed', async () => {
    const player = await fundedPlayer(api);
    const first = await api.post(
      `${PLAYERS}/${player.id}/notes`,
      { body: '  Called about a late payout.  ' },
      support,
    );
    expect(first.status).toBe(201);
    expect(first.json.note).toEqual({
      id: expect.any(Number),
      body: 'Called about a late payout.',
      created_at: expect.any(String),
      staff: { id: expect.any(Number), name: 'Staff support', email: expect.any(String) },
    });
    const second = await api.post(`${PLAYERS}/${player.id}/notes`, { body: 'Paid.' }, support);
    expect(second.status).toBe(201);

    const overview = await api.get(`${PLAYERS}/${player.id}`, support);
    expect(overview.json.notes.map((note: { body: string }) => note.body)).toEqual([
      'Paid.',
      'Called about a late payout.',
    ]);
    const audit = await api.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'players.note'), eq(auditLog.targetId, String(player.id))))
      // In the order written: without it PostgreSQL may answer them either way round.
      .orderBy(auditLog.id);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorType: 'staff',
      actorId: first.json.note.staff.id,
      targetType: 'players',
      after: { note_id: first.json.note.id, body: 'Called about a late payout.' },
    });

    // Append-only: the table's trigger refuses an edit and a deletion.
    await expect(
      api.ctx.db
        .update(staffNotes)
        .set({ body: 'rewritten' })
        .where(eq(staffNotes.id, first.json.note.id)),
    ).rejects.toThrow();
    await expect(
      api.ctx.db.delete(staffNotes).where(eq(staffNotes.id, first.json.note.id)),
    ).rejects.toThrow();
  });

  it('wants 1 to 2000 characters, and a person rather than the service key', async () => {
    const player = await fundedPlayer(api);
    const path = `${PLAYERS}/${player.id}/notes`;
    const empty = await api.post(path, { body: '   ' }, support);
    expect(empty.status).toBe(422);
    expect(codes(empty.json.errors)).toEqual({ body: ['required'] });
    const long = await api.post(path, { body: 'x'.repeat(2001) }, support);
    expect(codes(long.json.errors)).toEqual({ body: ['too_long'] });
    expect((await api.post(path, { body: 'x'.repeat(2000) }, support)).status).toBe(201);
    expect((await api.post(path, { body: 'from a script' }, operator)).status).toBe(403);
  });
});

describe('POST /operator/players/{id}/resend-code', () => {
  it('sends a new code to the player\u2019s own contact, under the player\u2019s limits, audited', async () => {
    const { email, token } = await api.registerByEmail();
    const userId = (await api.get('/api/profile/user', { token })).json.user.id as number;
    const path = `${PLAYERS}/${userId}/resend-code`;
    const before = (await api.messagesTo(email)).length;
    // Registration sent the first code; the resend cooldown has passed since.
    api.clock.advance((CODE_RESEND_COOLDOWN_S + 1) * 1000);

    const sent = await api.post(path, { channel: 'email' }, support);
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ success: true });
    expect((await api.messagesTo(email)).length).toBe(before + 1);
    expect(await api.lastCode(email)).toMatch(/^\d{6}$/);
    const [audit] = await api.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(userId)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit?.action).toContain('resend-code');

    // The cooldown of the player's own resend holds for staff too.
    expect((await api.post(path, { channel: 'email' }, support)).status).toBe(429);
  });

  it('answers 409 for an account that cannot sign in, and sends nothing', async () => {
    const { email, token } = await api.registerByEmail();
    const userId = (await api.get('/api/profile/user', { token })).json.user.id as number;
    api.clock.advance((CODE_RESEND_COOLDOWN_S + 1) * 1000);
    await api.ctx.db.update(users).set({ state: 'blocked' }).where(eq(users.id, userId));
    const before = (await api.messagesTo(email)).length;
    const refused = await api.post(
      `${PLAYERS}/${userId}/resend-code`,
      { channel: 'email' },
      support,
    );
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: 'account_blocked' });
    expect((await api.messagesTo(email)).length).toBe(before);
  });

  it('answers 422 for a contact the account lacks or a bad channel, 404 for nobody', async () => {
    const { token } = await api.registerByEmail();
    const userId = (await api.get('/api/profile/user', { token })).json.user.id as number;
    const path = `${PLAYERS}/${userId}/resend-code`;
    const phone = await api.post(path, { channel: 'phone' }, support);
    expect(phone.status).toBe(422);
    expect(codes(phone.json.errors)).toEqual({ phone: ['nothing_to_verify'] });
    const bad = await api.post(path, { channel: 'pigeon' }, support);
    expect(codes(bad.json.errors)).toEqual({ channel: ['invalid_value'] });
    expect(
      (await api.post(`${PLAYERS}/2147483647/resend-code`, { channel: 'email' }, support)).status,
    ).toBe(404);
  });
});
