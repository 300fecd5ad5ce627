/**
 * The risk queue and staff's decisions (issue 35): `GET /operator/risk/flags` newest first with
 * filters and a cursor, each flag with its player; `POST …/{id}/decide` clears a flag (what it
 * asked of the player is lifted), blocks the player, or asks for a level, once, audited, and only
 * for staff with `players.risk`.
 */
import { eq } from 'drizzle-orm';
import type { RiskFlagKind } from '@/lib/constants/kyc';
import { kycRequirements, users } from '@/server/db/schema';
import { raiseFlag } from '@/server/services/aml/raise-flag';
import { createTestApi, uniqueIp, type TestApi } from '@/tests/support/api';
import { betKey, GAMES } from '@/tests/support/game-bets';
import { signedInStaff } from '@/tests/support/staff';
import { OPERATOR_TOKEN, operator } from '@/tests/support/wallet';
import { newPlayer, playerRow, type Player } from './aml-support';

const FLAGS = '/api/operator/risk/flags';
const decide = (id: number) => `${FLAGS}/${id}/decide`;

let api: TestApi;
let risk: { token: string };
let support: { token: string };
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN, KYC_FLAG_LEVEL: '2' } });
  risk = { token: await signedInStaff(api, 'risk') };
  support = { token: await signedInStaff(api, 'support') };
});
afterAll(() => api.close());

let serial = 0;
/** A finding in the queue, as the rules raise one. */
async function flag(player: { id: number }, kind: RiskFlagKind = 'large_payout') {
  serial += 1;
  const raised = await raiseFlag(api.ctx, {
    userId: player.id,
    kind,
    dedupKey: `test:${player.id}:${kind}:${serial}`,
    evidence: { test: serial },
  });
  return raised!;
}

describe('GET /operator/risk/flags', () => {
  it('pages newest first by cursor, filtered by player, kind and status, with the player', async () => {
    const player = await newPlayer(api);
    const other = await newPlayer(api);
    const flags = [
      await flag(player, 'large_payout'),
      await flag(player, 'quick_cycle'),
      await flag(other, 'large_payout'),
      await flag(player, 'large_payout'),
      await flag(player, 'pep'),
    ];
    const mine = flags.filter((row) => row.userId === player.id).map((row) => row.id);

    const first = await api.get(`${FLAGS}?user_id=${player.id}&limit=3`, risk);
    expect(first.status).toBe(200);
    expect(first.json.flags.map((row: { id: number }) => row.id)).toEqual(
      [...mine].reverse().slice(0, 3),
    );
    expect(first.json.next).toBe(mine[1]);
    const second = await api.get(
      `${FLAGS}?user_id=${player.id}&limit=3&before=${first.json.next}`,
      risk,
    );
    expect(second.json.flags.map((row: { id: number }) => row.id)).toEqual([mine[0]]);
    expect(second.json.next).toBeNull();

    const [newest] = first.json.flags;
    expect(newest).toEqual({
      id: mine[3],
      user_id: player.id,
      kind: 'pep',
      evidence: { test: expect.any(Number) },
      status: 'open',
      created_at: api.clock.now().toISOString(),
      decided_at: null,
      decided_by: null,
      decision_reason: null,
      player: { name: null, email: player.email, kyc_level: 0, state: 'active' },
    });

    const byKind = await api.get(`${FLAGS}?user_id=${player.id}&kind=large_payout`, risk);
    expect(byKind.json.flags.map((row: { id: number }) => row.id)).toEqual([mine[2], mine[0]]);
    // The queue is open flags unless asked: a decided one moves to its status.
    await api.post(decide(mine[0]!), { decision: 'clear', reason: 'known player' }, risk);
    const open = await api.get(`${FLAGS}?user_id=${player.id}`, risk);
    expect(open.json.flags.map((row: { id: number }) => row.id)).not.toContain(mine[0]);
    const cleared = await api.get(`${FLAGS}?user_id=${player.id}&status=cleared`, risk);
    expect(cleared.json.flags.map((row: { id: number }) => row.id)).toEqual([mine[0]]);
    // Everyone's queue, with the other player's flag in it.
    const all = await api.get(`${FLAGS}?limit=200`, operator);
    expect(all.json.flags.map((row: { id: number }) => row.id)).toContain(flags[2]!.id);

    const bad = await api.get(`${FLAGS}?kind=nothing`, risk);
    expect(bad.status).toBe(422);
  });

  it('is for staff with players.risk only', async () => {
    expect((await api.get(FLAGS, support)).status).toBe(403);
    expect((await api.get(FLAGS)).status).toBe(401);
    const player = await newPlayer(api);
    const row = await flag(player);
    const refused = await api.post(decide(row.id), { decision: 'clear', reason: 'x' }, support);
    expect(refused.status).toBe(403);
    expect((await api.get(`${FLAGS}?user_id=${player.id}`, risk)).json.flags[0].status).toBe(
      'open',
    );
  });
});

describe('POST /operator/risk/flags/{id}/decide', () => {
  /** The audit rows of a flag's decisions. */
  async function auditOf(flagId: number) {
    const answer = await api.get(
      `/api/operator/audit?action=${encodeURIComponent('POST /operator/risk/flags/:id/decide')}&target_id=${flagId}`,
      operator,
    );
    expect(answer.status).toBe(200);
    return answer.json.data as {
      actor: { type: string; label: string };
      target: { type: string; id: string };
      before: unknown;
      after: unknown;
      reason: string;
    }[];
  }

  it('clear: the flag is cleared and what it asked of the player lifted, audited', async () => {
    const player = await newPlayer(api);
    const row = await flag(player);
    expect((await playerRow(api, player.id)).kycRequiredLevel).toBe(2);
    const answer = await api.post(
      decide(row.id),
      { decision: 'clear', reason: 'salary, known employer' },
      risk,
    );
    expect(answer.status).toBe(200);
    expect(answer.json.flag).toMatchObject({
      id: row.id,
      status: 'cleared',
      decided_by: expect.stringMatching(/^staff:\d+$/),
      decision_reason: 'salary, known employer',
      decided_at: api.clock.now().toISOString(),
    });
    const after = await playerRow(api, player.id);
    expect([after.kycRequiredLevel, after.kycRequired]).toEqual([0, false]);
    const [audit, ...rest] = await auditOf(row.id);
    expect(rest).toEqual([]);
    expect(audit).toMatchObject({
      actor: { type: 'staff' },
      target: { type: 'flags', id: String(row.id) },
      before: { status: 'open', user_id: player.id, kind: 'large_payout' },
      after: { status: 'cleared', decision: 'clear' },
      reason: 'salary, known employer',
    });

    // Decided once: a second decision is refused and changes nothing.
    const again = await api.post(decide(row.id), { decision: 'block', reason: 'no' }, operator);
    expect([again.status, again.json.error]).toEqual([409, 'flag_decided']);
    expect((await playerRow(api, player.id)).state).toBe('active');
    expect(await auditOf(row.id)).toHaveLength(1);
  });

  it('clear lifts only that flag’s requirement', async () => {
    const player = await newPlayer(api);
    const first = await flag(player);
    await flag(player, 'pep');
    await api.post(decide(first.id), { decision: 'clear', reason: 'fine' }, risk);
    expect((await playerRow(api, player.id)).kycRequiredLevel).toBe(2);
  });

  it('block: the flag is confirmed and the account blocked, its sessions ended', async () => {
    const player: Player = await newPlayer(api, { amount: 100 });
    const row = await flag(player, 'duplicate_account');
    const bet = () =>
      api.post(
        `${GAMES}/dice/bet`,
        { key: betKey(), amount: 10, target: 50, direction: 'under' },
        player,
      );
    expect((await bet()).status).toBe(200);
    const answer = await api.post(
      decide(row.id),
      { decision: 'block', reason: 'second account of a blocked player' },
      operator,
    );
    expect(answer.status).toBe(200);
    expect(answer.json.flag).toMatchObject({ status: 'confirmed', decided_by: 'service' });
    const blocked = await playerRow(api, player.id);
    expect([blocked.state, blocked.stateReason]).toEqual([
      'blocked',
      'second account of a blocked player',
    ]);
    // Its next bet is refused: the session the block ended, and signing in again is a 403.
    expect((await bet()).status).toBe(401);
    const login = await api.post(
      '/api/api/v2/auth/login/email/password',
      { email: player.email, password: player.password },
      { ip: uniqueIp() },
    );
    expect([login.status, login.json.error]).toEqual([403, 'account_blocked']);
    // Audited twice: the decision, and the account's state as every block is.
    expect(await auditOf(row.id)).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ type: 'service', label: 'service' }),
        after: { status: 'confirmed', decision: 'block' },
      }),
    ]);
    const state = await api.get(
      `/api/operator/audit?action=players.state&target_id=${player.id}`,
      operator,
    );
    expect(state.json.data).toHaveLength(1);
  });

  it('block: a player’s own self-exclusion stays, and the flag stays open', async () => {
    const player = await newPlayer(api);
    const row = await flag(player);
    const excluded = await api.post(
      '/api/protection/self-exclusion',
      { term: '6m', confirm: true },
      player,
    );
    expect(excluded.status).toBe(200);
    const answer = await api.post(decide(row.id), { decision: 'block', reason: 'x' }, risk);
    expect([answer.status, answer.json.error]).toEqual([409, 'exclusion_in_force']);
    const [open] = (await api.get(`${FLAGS}?user_id=${player.id}`, risk)).json.flags;
    expect(open).toMatchObject({ id: row.id, status: 'open' });
    expect(await auditOf(row.id)).toEqual([]);
  });

  it('request: the player is asked for the level, beside the flag’s own', async () => {
    const player = await newPlayer(api);
    const row = await flag(player, 'quick_cycle');
    const missing = await api.post(decide(row.id), { decision: 'request', reason: 'x' }, risk);
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toHaveProperty('level');
    const answer = await api.post(
      decide(row.id),
      { decision: 'request', level: 3, reason: 'source of funds for the deposits' },
      risk,
    );
    expect(answer.status).toBe(200);
    expect(answer.json.flag.status).toBe('more_requested');
    const after = await playerRow(api, player.id);
    expect([after.kycRequiredLevel, after.kycRequired]).toEqual([3, true]);
    const asked = await api.ctx.db
      .select()
      .from(kycRequirements)
      .where(eq(kycRequirements.userId, player.id));
    expect(asked.map((req) => [req.source, req.level, req.flagId, req.reason])).toEqual(
      expect.arrayContaining([
        ['flag', 2, row.id, 'quick_cycle'],
        ['staff', 3, row.id, 'source of funds for the deposits'],
      ]),
    );
    expect((await auditOf(row.id))[0]).toMatchObject({
      after: { status: 'more_requested', decision: 'request', level: 3 },
    });
    const again = await api.post(decide(row.id), { decision: 'clear', reason: 'x' }, risk);
    expect([again.status, again.json.error]).toEqual([409, 'flag_decided']);
  });

  it('answers 404 for a flag that is not there, and 422 without a reason', async () => {
    const unknown = await api.post(decide(2_000_000_000), { decision: 'clear', reason: 'x' }, risk);
    expect(unknown.status).toBe(404);
    expect(
      (await api.post(`${FLAGS}/abc/decide`, { decision: 'clear', reason: 'x' }, risk)).status,
    ).toBe(404);
    const player = await newPlayer(api);
    const row = await flag(player);
    expect((await api.post(decide(row.id), { decision: 'clear', reason: ' ' }, risk)).status).toBe(
      422,
    );
    const [user] = await api.ctx.db.select().from(users).where(eq(users.id, player.id));
    expect(user!.state).toBe('active');
  });
});
