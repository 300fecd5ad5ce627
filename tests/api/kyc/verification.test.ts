/**
 * Verification (issue 35) from end to end through the sandbox provider, which speaks Sumsub's
 * protocol to our adapter: deposits past the threshold ask for it, a payout is refused until it
 * is done, a RETRY sends the player back, a GREEN lets the payout through, and a RED after the
 * GREEN stops payouts again.
 */
import { eq } from 'drizzle-orm';
import { kycApplicants, riskFlags, users } from '@/server/db/schema';
import { kycProvider } from '@/server/services/kyc/sumsub/client';
import type { TestApi } from '@/tests/support/api';
import { paidDeposit } from '@/tests/support/bonus';
import {
  createKycApi,
  fileForm,
  kycRow,
  passSandboxUpload,
  reviewApplicant,
  signedWebhook,
} from '@/tests/support/kyc';
import { GOOD_CARD, fundedPlayer, payoutHash } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createKycApi({
    KYC_PAYOUT_LEVEL: '1',
    KYC_DEPOSIT_THRESHOLD_EUR: '100',
    KYC_DEPOSIT_LEVEL: '1',
    KYC_FLAG_LEVEL: '2',
  });
});
afterAll(() => api.close());

const PAYOUT = '/api/api/v2/billing/payout';
const payout = (token: string, amount = 500) =>
  api.post(
    PAYOUT,
    { hash: payoutHash('RUB'), amount, details: { card_number: GOOD_CARD } },
    { token },
  );

describe('verification through the sandbox provider', () => {
  it('asks after deposits past the threshold, refuses the payout, and lets it through once GREEN', async () => {
    const player = await fundedPlayer(api);
    const before = await api.get('/api/kyc', player);
    expect(before.json).toMatchObject({
      level: 0,
      required_level: 0,
      is_need: false,
      status: 'init',
      provider: 'sandbox',
    });

    await paidDeposit(api, player.token, 5_000, false);
    expect((await api.get('/api/kyc', player)).json.is_need).toBe(false);
    await paidDeposit(api, player.token, 6_000, false); // 11,000 ₽: past EUR 100 at 100 ₽
    const asked = await api.get('/api/kyc', player);
    expect(asked.json).toMatchObject({
      required_level: 1,
      is_need: true,
      next_level: 1,
      reasons: [{ source: 'deposits', level: 1 }],
    });
    const profile = await api.get('/api/profile/user', player);
    expect(profile.json.user.verification).toEqual({ is_need: true, data: { status: 'init' } });

    const refused = await payout(player.token);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: 'verification_required', level: 1 });

    // The player sends their details, a document and a selfie; the reviewer asks again.
    const applicantId = await passSandboxUpload(api, player.token);
    expect((await api.get('/api/kyc', player)).json.status).toBe('pending');
    await reviewApplicant(api, applicantId, {
      answer: 'RED',
      reject_type: 'RETRY',
      labels: ['UNSATISFACTORY_PHOTOS'],
      comment: 'The photo is blurred: take it again in daylight.',
    });
    expect((await api.get('/api/kyc', player)).json).toMatchObject({
      status: 'user_pending',
      is_need: true,
      review: {
        answer: 'RED',
        reject_type: 'RETRY',
        labels: ['UNSATISFACTORY_PHOTOS'],
        comment: 'The photo is blurred: take it again in daylight.',
      },
    });
    expect((await payout(player.token)).status).toBe(409);

    // Again, and approved: the webhook makes the status success and the payout goes through.
    expect(await passSandboxUpload(api, player.token)).toBe(applicantId);
    await reviewApplicant(api, applicantId, { answer: 'GREEN' });
    expect((await api.get('/api/kyc', player)).json).toMatchObject({
      level: 1,
      is_need: false,
      status: 'success',
      next_level: null,
    });
    const [row] = await api.ctx.db.select().from(users).where(eq(users.id, player.id));
    expect(row).toMatchObject({ legalName: 'Ivan Petrov', birthDate: '1990-05-17' });
    expect((await payout(player.token)).status).toBe(201);
  });

  it('stops payouts when a RED follows the GREEN, at the request and at the approval', async () => {
    const player = await fundedPlayer(api, { amount: 2_000 });
    const refused = await payout(player.token);
    expect(refused.json).toMatchObject({ error: 'verification_required', level: 1 });
    const applicantId = await passSandboxUpload(api, player.token);
    await reviewApplicant(api, applicantId, { answer: 'GREEN' });
    const pending = await payout(player.token);
    expect(pending.status).toBe(201);

    await reviewApplicant(api, applicantId, {
      answer: 'RED',
      reject_type: 'FINAL',
      labels: ['FORGERY'],
      client_comment: 'Edited document',
    });
    expect(await kycRow(api, player.id)).toMatchObject({ level: 0, status: 'failed' });
    expect((await payout(player.token, 100)).json).toMatchObject({
      error: 'verification_required',
    });
    const approval = await api.post(
      `/api/operator/payouts/${pending.json.id}/approve`,
      {},
      {
        token: api.ctx.config.operatorToken,
      },
    );
    expect(approval.status).toBe(409);
    expect(approval.json.error).toBe('verification_required');
    const flags = await api.ctx.db.select().from(riskFlags).where(eq(riskFlags.userId, player.id));
    expect(flags.map((flag) => flag.kind)).toContain('kyc_revoked');
    // A final rejection cannot be started again by the player.
    const again = await api.post('/api/kyc/access-token', undefined, player);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('kyc_final_rejection');
  });

  it('blocks an under-age player on a GREEN and flags them', async () => {
    const player = await fundedPlayer(api);
    const applicantId = await passSandboxUpload(api, player.token, { dob: '2015-01-01' });
    await reviewApplicant(api, applicantId, { answer: 'GREEN' });
    const [row] = await api.ctx.db.select().from(users).where(eq(users.id, player.id));
    expect(row).toMatchObject({ kycLevel: 0, kycStatus: 'failed', state: 'blocked' });
    const [applicant] = await api.ctx.db
      .select()
      .from(kycApplicants)
      .where(eq(kycApplicants.userId, player.id));
    expect(applicant).toMatchObject({
      reviewAnswer: 'RED',
      rejectType: 'FINAL',
      rejectLabels: ['AGE_REQUIREMENT_MISMATCH'],
    });
    const flags = await api.ctx.db.select().from(riskFlags).where(eq(riskFlags.userId, player.id));
    expect(flags.map((flag) => flag.kind)).toEqual(['underage']);
  });

  it('refuses what is not a document, and submitting before everything is there', async () => {
    const player = await fundedPlayer(api);
    const opened = await api.post('/api/kyc/access-token', undefined, player);
    const sdk = { token: opened.json.token as string };
    const text = new TextEncoder().encode('not really a picture');
    const bad = await api.post(
      '/api/dev/sumsub/sdk/documents',
      fileForm({ doc_type: 'IDENTITY' }, text, 'x.png'),
      sdk,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors)).toEqual(['file']);
    const wrongType = await api.post(
      '/api/dev/sumsub/sdk/documents',
      fileForm({ doc_type: 'IDENTITY' }, text, 'x.txt', 'text/plain'),
      sdk,
    );
    expect(wrongType.status).toBe(422);
    const early = await api.post('/api/dev/sumsub/sdk/submit', undefined, sdk);
    expect(early.status).toBe(422);
    expect(Object.keys(early.json.errors)).toEqual(['documents']);
    expect((await api.get('/api/dev/sumsub/sdk/applicant', { token: 'forged' })).status).toBe(401);
  });
});

describe('the Sumsub webhook', () => {
  async function verifiedPlayer() {
    const player = await fundedPlayer(api, { amount: 1_000 });
    await payout(player.token); // asks L1
    const applicantId = await passSandboxUpload(api, player.token);
    await reviewApplicant(api, applicantId, { answer: 'GREEN' });
    return { ...player, applicantId };
  }

  it('refuses a body whose digest is wrong or missing (401), changing nothing', async () => {
    const player = await verifiedPlayer();
    const body = JSON.stringify({
      type: 'applicantReviewed',
      applicantId: player.applicantId,
      createdAtMs: '2099-01-01 00:00:00.000',
      reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'FINAL' },
    });
    const forged = await api.post('/api/kyc/sumsub/webhook', body, {
      headers: { 'x-payload-digest': 'ab'.repeat(32) },
    });
    expect(forged.status).toBe(401);
    expect((await api.post('/api/kyc/sumsub/webhook', body)).status).toBe(401);
    expect((await kycRow(api, player.id)).level).toBe(1);
  });

  it('applies a replay once, and an older event arriving late not at all', async () => {
    const player = await verifiedPlayer();
    const red = {
      type: 'applicantReviewed',
      applicantId: player.applicantId,
      levelName: 'basic-kyc-level',
      reviewStatus: 'completed',
      createdAtMs: '2099-01-01 00:00:00.000',
      reviewResult: {
        reviewAnswer: 'RED',
        reviewRejectType: 'RETRY',
        rejectLabels: ['BAD_SELFIE'],
      },
    };
    const first = await signedWebhook(api, red);
    expect(first.json).toEqual({ ok: true, status: 'applied' });
    const replay = await signedWebhook(api, red);
    expect(replay.json).toEqual({ ok: true, status: 'duplicate' });
    // A pending sent before the RED, delivered after it: recorded, not applied.
    const late = await signedWebhook(api, {
      type: 'applicantPending',
      applicantId: player.applicantId,
      createdAtMs: '2098-12-31 23:59:59.000',
    });
    expect(late.json).toEqual({ ok: true, status: 'stale' });
    expect(await kycRow(api, player.id)).toMatchObject({ level: 0, status: 'user_pending' });
    // A GREEN after it restores the level.
    await signedWebhook(api, {
      ...red,
      createdAtMs: '2099-01-01 00:00:01.000',
      reviewResult: { reviewAnswer: 'GREEN' },
    });
    expect(await kycRow(api, player.id)).toMatchObject({ level: 1, status: 'success' });
  });

  it('records an event for an applicant it does not know, and answers 400 to a broken body', async () => {
    const unknown = await signedWebhook(api, {
      type: 'applicantReviewed',
      applicantId: 'f'.repeat(24),
      createdAtMs: '2099-01-01 00:00:00.000',
    });
    expect(unknown.json).toEqual({ ok: true, status: 'unknown' });
    const broken = await signedWebhook(api, { type: 'applicantReviewed' });
    expect(broken.status).toBe(400);
  });
});

describe('the sandbox speaks Sumsub\u2019s signed API', () => {
  it('refuses an unsigned call and one signed with another secret', async () => {
    const unsigned = await api.get('/api/dev/sumsub/resources/applicants/abc/one');
    expect(unsigned.status).toBe(401);
    expect(unsigned.json).toMatchObject({ code: 401, description: expect.any(String) });
  });

  it('finds an applicant by our id when the site server hands the path over percent-encoded', async () => {
    // Behind `next start`, `/applicants/-;externalUserId=u1/one` reaches the route as
    // `-%3BexternalUserId%3Du1`; the call was signed as written.
    const encoding = ((input: string | URL | Request, init?: RequestInit) =>
      api.app.request(
        String(input).replace(';', '%3B').replace('externalUserId=', 'externalUserId%3D'),
        init,
      )) as typeof fetch;
    const { client } = kycProvider({ ...api.ctx, fetch: encoding });
    const input = { externalUserId: 'u990001', levelName: api.ctx.config.kyc.levelNames[1] };
    const created = await client.ensureApplicant(input);
    // The second is a 409 from the provider, then the read by our id.
    const found = await client.ensureApplicant(input);
    expect(found.id).toBe(created.id);
  });
});
