import { eq, inArray } from 'drizzle-orm';
import { deliveryJobs, oneTimeCodes } from '@/server/db/schema';
import type { Delivery, EmailMessage } from '@/server/services/delivery/types';
import { createSender } from '@/server/services/sender/create-sender';
import { createTestApi, uniqueEmail, uniqueIp, type TestApi } from '@/tests/support/api';
import { captureLogs } from '@/tests/support/logs';

/**
 * Requests queue messages; the background sender sends them (server/services/sender/). A mail
 * server here is a list the test reads, and it can be made to fail.
 */
let api: TestApi;
const sent: EmailMessage[] = [];
let failures = 0;
const delivery: Delivery = {
  async email(message) {
    if (failures > 0) {
      failures -= 1;
      throw new Error('SMTP 421 service not available');
    }
    sent.push(message);
  },
  async sms() {
    throw new Error('no SMS in these tests');
  },
};

beforeAll(async () => {
  api = await createTestApi({ delivery });
});
afterAll(() => api.close());
beforeEach(() => {
  failures = 0;
});

const forgot = (email: string) =>
  api.post('/api/api/v2/auth/password/email/forgot', { email }, { ip: uniqueIp() });
const sentTo = (email: string) => sent.filter((message) => message.to === email);
const queuedFor = (email: string) =>
  api.ctx.db.select().from(deliveryJobs).where(eq(deliveryJobs.target, email));

describe('a mail server that fails', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => {
    logs = captureLogs();
  });
  afterEach(() => logs.stop());

  it('does not fail the request; the message is retried with backoff and sent later', async () => {
    const { email } = await api.registerByEmail();
    await api.deliverQueued();
    failures = 2;

    expect((await forgot(email)).status).toBe(200);
    await api.deliverQueued();
    expect(sentTo(email)).toHaveLength(1); // the registration's code only
    const [waiting] = await queuedFor(email);
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'SMTP 421 service not available' });
    // Logged without the address: the kind and the row.
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'Delivery failed',
        kind: 'resetCode',
        attempt: 1,
        error: 'SMTP 421 service not available',
      }),
    );
    expect(logs.raw.join('\n')).not.toContain(email);

    // Not before its backoff (5 s, then 10 s).
    await api.deliverQueued();
    expect(failures).toBe(1);
    api.clock.advance(5_000);
    await api.deliverQueued();
    expect(failures).toBe(0);
    expect(sentTo(email)).toHaveLength(1);
    api.clock.advance(9_000);
    await api.deliverQueued();
    expect(sentTo(email)).toHaveLength(1);
    api.clock.advance(1_000);
    await api.deliverQueued();

    const [reset] = sentTo(email).slice(-1);
    expect(reset!.subject).toBe('Сброс пароля');
    expect(await queuedFor(email)).toEqual([]);
    // The code it carries is the one that works.
    const code = reset!.text.match(/\b(\d{6})\b/)![1]!;
    const confirmed = await api.post('/api/api/v2/auth/password/email/code/confirm', {
      email,
      code,
    });
    expect(confirmed.status).toBe(200);
  });

  it('sends one message per contact once it is back, the newest, not every code asked for', async () => {
    const { email } = await api.registerByEmail();
    await api.deliverQueued();
    failures = 1_000;
    for (let i = 0; i < 3; i += 1) {
      expect((await forgot(email)).status).toBe(200);
      await api.deliverQueued();
      api.clock.advance(61_000);
    }
    failures = 0;
    api.clock.advance(10 * 60 * 1000);
    await api.deliverQueued();
    expect(sentTo(email)).toHaveLength(2); // registration, then one reset
    expect(await queuedFor(email)).toEqual([]);
  });

  it('gives a message up after a day of failures', async () => {
    const { email } = await api.registerByEmail();
    await api.deliverQueued();
    failures = 1_000;
    expect((await forgot(email)).status).toBe(200);
    for (let hour = 0; hour <= 24; hour += 1) {
      await api.deliverQueued();
      api.clock.advance(60 * 60 * 1000);
    }
    await api.deliverQueued();
    expect(await queuedFor(email)).toEqual([]);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'Delivery dropped', kind: 'resetCode' }),
    );
  });
});

describe('a contact without an account', () => {
  it('gets nothing: the sender drops the message, leaving only an unsent code', async () => {
    const email = uniqueEmail();
    expect((await forgot(email)).status).toBe(200);
    expect(await queuedFor(email)).toHaveLength(1);
    await api.deliverQueued();
    expect(sentTo(email)).toEqual([]);
    expect(await queuedFor(email)).toEqual([]);
    const codes = await api.ctx.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.target, email));
    expect(codes).toEqual([expect.objectContaining({ purpose: 'reset', consumedAt: null })]);
  });
});

describe('several senders', () => {
  let quiet: TestApi;
  beforeAll(async () => {
    // No sender of its own: only the ones below send.
    quiet = await createTestApi({ delivery, sender: { kick() {}, drain: async () => {} } });
  });
  afterAll(() => quiet.close());

  async function queueResets(count: number) {
    const emails: string[] = [];
    for (let i = 0; i < count; i += 1) emails.push((await quiet.registerByEmail()).email);
    for (const email of emails) {
      const response = await quiet.post('/api/api/v2/auth/password/email/forgot', { email });
      expect(response.status).toBe(200);
    }
    const jobs = await quiet.ctx.db
      .select()
      .from(deliveryJobs)
      .where(inArray(deliveryJobs.target, emails));
    return { emails, ids: jobs.map((job) => job.id) };
  }

  it('send each message once, however many are handed the same ones at the same time', async () => {
    const { emails, ids } = await queueResets(12);
    expect(ids).toHaveLength(24); // a confirmation code and a reset mail each
    const senders = [createSender(quiet.ctx), createSender(quiet.ctx), createSender(quiet.ctx)];
    for (const sender of senders) for (const id of ids) sender.kick(id);
    await Promise.all(senders.map((sender) => sender.drain()));
    for (const email of emails) expect(sentTo(email)).toHaveLength(2);
    expect(
      await quiet.ctx.db.select().from(deliveryJobs).where(inArray(deliveryJobs.id, ids)),
    ).toEqual([]);
  });

  // A sweep takes every due message in the database; on a PostgreSQL shared by the whole run
  // that would include other test files' messages, so this runs on its own PGlite only.
  (process.env.DATABASE_URL ? it.skip : it)(
    'sweep up what no sender was handed, as after a restart',
    async () => {
      const { emails } = await queueResets(3);
      await createSender(quiet.ctx).sweep();
      for (const email of emails) expect(sentTo(email)).toHaveLength(2);
    },
  );
});
