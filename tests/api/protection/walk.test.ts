/**
 * @long 60 — two walks of every operation of the API (281 since issue 35): about 25 s
 * alone, more beside another worker.
 *
 * Issue 34's walk: every operation of the OpenAPI document (tests/support/operation-walk.ts), as
 * a self-excluded player and as a player whose limits are used up. Neither may put money into
 * play by any of them: no stake, no deposit, no bonus money. The self-excluded player may still
 * sign in, read and be paid; the limited one may do everything a limit does not count.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_STATE_ERRORS } from '@/lib/constants/account-states';
import { ledgerAccounts, ledgerTransfers, playerActivity } from '@/server/db/schema';
import { createTestApi, uniqueIp, type TestApi } from '@/tests/support/api';
import { betKey, GAMES } from '@/tests/support/game-bets';
import {
  accountActionOf,
  betRefused,
  gateOf,
  isBet,
  newWalkPlayer,
  walkAll,
  walkKeys,
  type WalkPlayer,
} from '@/tests/support/operation-walk';
import { openDeposit } from '@/tests/support/payments';

const OPERATOR_TOKEN = 'protection-walk-operator-token-0123456789';
// Each walk calls every operation of the API (over 200), each as a fresh request: about 20 s here.
jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN, ...walkKeys.env }, ownDatabase: true });
});
afterAll(() => api.close());

/** Kinds of transfer that put the player's money into play, or bonus money in their hands. */
const INTO_PLAY = ['bet_stake', 'casino_bet', 'deposit'];

/** Transfers of the player's since `afterId` that put money into play or credit bonus money. */
async function intoPlay(player: WalkPlayer, afterId: number) {
  const rows = await api.ctx.db
    .select({
      id: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      key: ledgerTransfers.idempotencyKey,
    })
    .from(ledgerTransfers)
    .innerJoin(
      ledgerAccounts,
      sql`${ledgerAccounts.id} in (${ledgerTransfers.debitAccountId}, ${ledgerTransfers.creditAccountId})`,
    )
    .where(and(eq(ledgerAccounts.userId, player.id), sql`${ledgerTransfers.id} > ${afterId}`));
  const bonusIds = (
    await api.ctx.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, player.id), eq(ledgerAccounts.kind, 'bonus')))
  ).map((row) => row.id);
  const bonus = bonusIds.length
    ? await api.ctx.db
        .select({
          id: ledgerTransfers.id,
          kind: ledgerTransfers.kind,
          key: ledgerTransfers.idempotencyKey,
        })
        .from(ledgerTransfers)
        .where(
          and(
            sql`${ledgerTransfers.creditAccountId} in ${bonusIds}`,
            sql`${ledgerTransfers.id} > ${afterId}`,
          ),
        )
    : [];
  return [...rows.filter((row) => INTO_PLAY.includes(row.kind)), ...bonus];
}

const lastTransferId = async () =>
  Number(
    (
      await api.ctx.db
        .select({ id: sql<number>`coalesce(max(${ledgerTransfers.id}), 0)` })
        .from(ledgerTransfers)
    )[0]!.id,
  );

/** Signs in again when the walk's own logout or password change ended the session. */
async function stayIn(player: WalkPlayer) {
  if ((await api.get('/api/protection', player)).status === 401) await signIn(player);
}

async function signIn(player: WalkPlayer) {
  const login = await api.post(
    '/api/api/v2/auth/login/email/password',
    { email: player.email, password: player.password },
    { ip: uniqueIp() },
  );
  expect(login.status).toBe(200);
  player.token = login.json.token as string;
}

describe('a self-excluded player', () => {
  it('walks every operation: signs in and reads, but no stake, deposit or bonus in any product', async () => {
    const player = await newWalkPlayer(api);
    const excluded = await api.post(
      '/api/protection/self-exclusion',
      { term: '6m', confirm: true },
      player,
    );
    expect(excluded.status).toBe(200);
    expect(excluded.json.state).toBe('self_excluded');
    // Signed out everywhere; signing in again shows the state, and plays nothing.
    expect((await api.get('/api/profile/user', player)).status).toBe(401);
    await signIn(player);
    const since = await lastTransferId();

    const problems: string[] = [];
    await walkAll(
      api,
      player,
      ({ entry, name, route, request, answer }) => {
        const seen = `answered ${answer.status} ${answer.text.slice(0, 160)}`;
        const action = accountActionOf(entry.operation);
        if (gateOf(entry.operation) === 'player' && action && action !== 'payout') {
          if (answer.status !== 403 || answer.json?.error !== ACCOUNT_STATE_ERRORS.self_excluded) {
            problems.push(`${name} (${action}) let the self-excluded player through: ${seen}`);
          }
        }
        if (route && isBet(route, request.body ?? '') && !betRefused(route.protocol, answer.json)) {
          problems.push(`${name} did not refuse the self-excluded player's bet: ${seen}`);
        }
      },
      () => stayIn(player),
    );
    expect(problems).toEqual([]);
    expect(await intoPlay(player, since)).toEqual([]);
    // Still signed in after the walk (logout aside): the page that explains the state works.
    await signIn(player);
    const read = await api.get('/api/protection', player);
    expect(read.json).toMatchObject({
      state: 'self_excluded',
      self_exclusion: { indefinite: false, reopen_asked_at: null },
    });
  });
});

describe('a player whose limits are used up', () => {
  it('walks every operation: every stake and deposit is refused by the limits, in every product', async () => {
    const player = await newWalkPlayer(api);
    const paid = await openDeposit(api, player.token, 500);
    expect(paid.amount).toBe(500);
    const dice = await api.post(
      `${GAMES}/dice/bet`,
      { key: betKey(), amount: 1, target: 50, direction: 'under' },
      player,
    );
    expect(dice.status).toBe(200);
    for (const [kind, amount] of [
      ['deposit', 500],
      ['wager', 1],
    ] as const) {
      const set = await api.put('/api/protection/limits', { kind, period: 'day', amount }, player);
      expect(set.status).toBe(200);
    }
    const read = await api.get('/api/protection', player);
    expect(read.json.limits.map((limit: { remaining: number }) => limit.remaining)).toEqual([0, 0]);
    const since = await lastTransferId();

    const problems: string[] = [];
    await walkAll(api, player, ({ name, route, request, answer }) => {
      if (route && isBet(route, request.body ?? '')) {
        if (!betRefused(route.protocol, answer.json, ['limit_reached'])) {
          problems.push(
            `${name} did not refuse the limited player's bet: ${answer.text.slice(0, 160)}`,
          );
        }
      }
    });
    expect(problems).toEqual([]);
    expect(
      (await intoPlay(player, since)).filter(
        (row) => row.kind !== 'deposit' || !row.key.endsWith(':void'),
      ),
    ).toEqual([]);
    const [totals] = await api.ctx.db
      .select({
        stakes: sql<number>`sum(${playerActivity.stakes})::int8`,
        deposits: sql<number>`sum(${playerActivity.deposits})::int8`,
      })
      .from(playerActivity)
      .where(eq(playerActivity.userId, player.id));
    expect(Number(totals!.stakes)).toBe(100);
    expect(Number(totals!.deposits)).toBeLessThanOrEqual(500_00);
  });
});
