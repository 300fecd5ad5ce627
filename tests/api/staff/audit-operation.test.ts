import { eq, sql } from 'drizzle-orm';
import { auditLog } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { captureLogs } from '@/tests/support/logs';
import { adjust, fundedPlayer, OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  // A trigger makes the trail refuse rows: a database of the suite's own.
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
});
afterAll(() => api.close());

const ACTION = 'POST /operator/wallet/adjustments';
const balance = async (token: string) =>
  (await api.get('/api/profile/user', { token })).json.user.balance as number;

describe('the audit row written after an operation (review finding)', () => {
  it('a row that cannot be written is an error in the log, not a 500 for a done money action', async () => {
    const player = await fundedPlayer(api, { amount: 100 });
    await api.ctx.db.execute(sql`
      create function refuse_audit_row() returns trigger language plpgsql as $$
      begin raise exception 'the trail is full'; end $$`);
    await api.ctx.db.execute(sql`
      create trigger refuse_audit_row before insert on audit_log for each row
      when (new.action = ${sql.raw(`'${ACTION}'`)}) execute function refuse_audit_row()`);
    const logs = captureLogs();
    try {
      // `adjust` fails loudly on anything but its success.
      await adjust(api, player.id, 25);
    } finally {
      logs.stop();
      await api.ctx.db.execute(sql`drop trigger refuse_audit_row on audit_log`);
    }
    expect(await balance(player.token)).toBe(125);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: "audit: a staff operation's row was not written",
        audit: expect.objectContaining({
          action: ACTION,
          actor: expect.objectContaining({ type: 'service' }),
        }),
      }),
    );
    // The funding's row was written; the failed one is only in the log.
    expect(
      await api.ctx.db.select().from(auditLog).where(eq(auditLog.action, ACTION)),
    ).toHaveLength(1);
  });
});
