/**
 * Duplicate accounts (issue 35): a second account on the same device (the `whoAreYou` mark the
 * profile call remembers), paid to the same card, registered with the same mailbox or browser
 * fingerprint is flagged into the risk queue with its evidence, naming the first account.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { flagDeviceMark, flagRegistration, mailboxOf } from '@/server/services/aml/duplicate-flags';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { OPERATOR_TOKEN, operator } from '@/tests/support/wallet';
import { flagsOf, newPlayer, payoutThroughApi, playerRow, uniqueCard } from './aml-support';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN, KYC_FLAG_LEVEL: '2' } });
});
afterAll(() => api.close());

/** The evidence of the player's duplicate-account flags, oldest first. */
async function evidenceOf(userId: number) {
  return (await flagsOf(api, userId, 'duplicate_account')).map((flag) => flag.evidence);
}

/** The profile call with the device mark the browser keeps, as the site sends it. */
async function profileWithMark(token: string, mark: string) {
  const answer = await api.get(`/api/profile/user?whoAreYou=${encodeURIComponent(mark)}`, {
    token,
  });
  expect(answer.status).toBe(200);
  return answer.json;
}

describe('duplicate accounts', () => {
  it('a second account on the same device and card is flagged with its evidence', async () => {
    const first = await newPlayer(api, { amount: 1_000 });
    const second = await newPlayer(api, { amount: 1_000 });
    // The browser keeps the first account's mark and presents it from then on.
    const mark = (await api.get('/api/profile/user', first)).json.super_bonus as string;
    await profileWithMark(first.token, mark);
    expect(await flagDeviceMark(api.ctx, first.id, mark)).toBeNull();
    const card = uniqueCard();
    const digits = card.replace(/\D/g, '');
    await payoutThroughApi(api, first, card);
    expect(await flagsOf(api, first.id, 'duplicate_account')).toEqual([]);

    // The second account pays out to the same card, typed otherwise, on the same device.
    await payoutThroughApi(api, second, card.replace(/ /g, '-'));
    await profileWithMark(second.token, mark);
    await flagDeviceMark(api.ctx, second.id, mark);

    const flags = await flagsOf(api, second.id, 'duplicate_account');
    expect(flags.map((flag) => flag.evidence.signal).sort()).toEqual(['card', 'device']);
    const byCard = flags.find((flag) => flag.evidence.signal === 'card')!;
    expect(byCard.evidence).toMatchObject({
      signal: 'card',
      other_user_ids: [first.id],
      card_last4: digits.slice(-4),
    });
    const device = flags.find((flag) => flag.evidence.signal === 'device')!;
    expect(device.evidence).toEqual({ signal: 'device', other_user_ids: [first.id], mark });
    // The first account is not flagged by the second's arrival; the card number is nowhere.
    expect(await flagsOf(api, first.id, 'duplicate_account')).toEqual([]);
    expect(JSON.stringify(flags)).not.toContain(digits);

    // Each finding is raised once: seeing the mark again changes nothing.
    await profileWithMark(second.token, mark);
    expect(await flagDeviceMark(api.ctx, second.id, mark)).toBeNull();
    expect(await flagsOf(api, second.id, 'duplicate_account')).toHaveLength(2);

    // A flag asks the operator's level of the player (KYC_FLAG_LEVEL, 2 by default).
    expect((await playerRow(api, second.id)).kycRequiredLevel).toBe(2);

    // Staff see both in the queue, with the evidence naming the first account.
    const queue = await api.get(
      `/api/operator/risk/flags?user_id=${second.id}&kind=duplicate_account`,
      operator,
    );
    expect(queue.status).toBe(200);
    expect(queue.json.flags).toHaveLength(2);
    for (const flag of queue.json.flags) {
      expect(flag.evidence.other_user_ids).toEqual([first.id]);
      expect(flag.player).toMatchObject({ email: second.email, kyc_level: 0, state: 'active' });
    }
  });

  it('finds the account a device mark was given to, even before it presents the mark', async () => {
    const owner = await newPlayer(api);
    const mark = (await api.get('/api/profile/user', owner)).json.super_bonus as string;
    const other = await newPlayer(api);
    await profileWithMark(other.token, mark);
    await flagDeviceMark(api.ctx, other.id, mark);
    expect(await evidenceOf(other.id)).toEqual([
      { signal: 'device', other_user_ids: [owner.id], mark },
    ]);
    // An unknown mark finds nobody.
    expect(await flagDeviceMark(api.ctx, other.id, `mark-${randomBytes(8).toString('hex')}`)).toBe(
      null,
    );
  });

  it('flags a registration with the same mailbox: case, +tags and Gmail dots', async () => {
    const local = `jo.hn${randomBytes(4).toString('hex')}`;
    const plain = local.replace(/\./g, '');
    expect(mailboxOf(`${local.toUpperCase()}+casino@GoogleMail.com`)).toBe(`${plain}@gmail.com`);
    expect(mailboxOf(`a.b+x@example.test`)).toBe('a.b@example.test');

    const first = await newPlayer(api, { email: `${local}@gmail.com` });
    const alias = await newPlayer(api, { email: `${plain}+second@googlemail.com` });
    await flagRegistration(api.ctx, alias.id);
    expect(await evidenceOf(alias.id)).toEqual([
      { signal: 'email', other_user_ids: [first.id], mailbox: `${plain}@gmail.com` },
    ]);
    // Elsewhere a +tag is dropped, dots are not.
    const domain = `${randomBytes(4).toString('hex')}.test`;
    const base = await newPlayer(api, { email: `a.b@${domain}` });
    const tagged = await newPlayer(api, { email: `a.b+bonus@${domain}` });
    const dotless = await newPlayer(api, { email: `ab@${domain}` });
    await flagRegistration(api.ctx, tagged.id);
    expect(await evidenceOf(tagged.id)).toEqual([
      { signal: 'email', other_user_ids: [base.id], mailbox: `a.b@${domain}` },
    ]);
    await flagRegistration(api.ctx, dotless.id);
    expect(await evidenceOf(dotless.id)).toEqual([]);
    // Asked again, nothing new.
    expect(await flagRegistration(api.ctx, alias.id)).toEqual([]);
    expect(await evidenceOf(alias.id)).toHaveLength(1);
  });

  it('flags a registration with a browser fingerprint of another account, field by field', async () => {
    const fp = `fp-${randomBytes(8).toString('hex')}`;
    const fp2 = `fp2-${randomBytes(8).toString('hex')}`;
    const first = await newPlayer(api);
    const second = await newPlayer(api);
    const third = await newPlayer(api);
    const setAttribution = (id: number, attribution: Record<string, string>) =>
      api.ctx.db.update(users).set({ attribution }).where(eq(users.id, id));
    await setAttribution(first.id, { fp, stag: 'x' });
    await setAttribution(second.id, { fp2 });
    // The third has both: one flag naming both accounts, each under its field. An fp equal to
    // another account's fp2 is not a match (two different fingerprinting libraries).
    await setAttribution(third.id, { fp, fp2 });
    await flagRegistration(api.ctx, third.id);
    expect(await evidenceOf(third.id)).toEqual([
      {
        signal: 'fingerprint',
        other_user_ids: [first.id, second.id].sort((a, b) => a - b),
        fields: { fp: [first.id], fp2: [second.id] },
      },
    ]);
    const lone = await newPlayer(api);
    await setAttribution(lone.id, { fp: fp2 });
    await flagRegistration(api.ctx, lone.id);
    expect(await evidenceOf(lone.id)).toEqual([]);
  });
});
