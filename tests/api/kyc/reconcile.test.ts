/**
 * Reviews whose webhook was lost (issue 35): after an hour without a word, the provider is asked
 * where the review stands, and a completed one is applied as its webhook would have been.
 */
import { and, eq, sql } from 'drizzle-orm';
import { kycApplicants, kycEvents, sandboxKycApplicants } from '@/server/db/schema';
import { reconcilePendingReviews } from '@/server/services/aml/reconcile-reviews';
import type { TestApi } from '@/tests/support/api';
import { paidDeposit } from '@/tests/support/bonus';
import { createKycApi, passSandboxUpload, signedWebhook } from '@/tests/support/kyc';
import { fundedPlayer } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createKycApi({
    KYC_PAYOUT_LEVEL: '1',
    KYC_DEPOSIT_THRESHOLD_EUR: '100',
    KYC_DEPOSIT_LEVEL: '1',
  });
});
afterAll(() => api.close());

/** A player whose documents are with the provider, waiting for its review. */
async function waitingPlayer() {
  const player = await fundedPlayer(api);
  await paidDeposit(api, player.token, 11_000, false);
  const applicantId = await passSandboxUpload(api, player.token);
  expect((await api.get('/api/kyc', player)).json.status).toBe('pending');
  return { player, applicantId };
}

/** Our record of the applicant was last touched `ms` ago. */
const lastHeardAgo = (applicantId: string, ms: number) =>
  api.ctx.db
    .update(kycApplicants)
    .set({ updatedAt: new Date(api.ctx.clock.now().getTime() - ms) })
    .where(eq(kycApplicants.applicantId, applicantId));

/** The provider decides, and its webhook never arrives. */
const decidedWithoutWebhook = (applicantId: string, result: Record<string, unknown>) =>
  api.ctx.db
    .update(sandboxKycApplicants)
    .set({ reviewStatus: 'completed', reviewResult: result })
    .where(eq(sandboxKycApplicants.id, applicantId));

/** Only the applicants of this test are due: the others are pushed into the future. */
const forgetOthers = (applicantIds: string[]) =>
  api.ctx.db
    .update(kycApplicants)
    .set({ updatedAt: sql`now() + interval '1 day'` })
    .where(sql`${kycApplicants.applicantId} not in ${applicantIds}`);

describe('the reconciliation of reviews left pending', () => {
  it('asks after an hour, applies a GREEN once, and a late webhook changes nothing', async () => {
    const { player, applicantId } = await waitingPlayer();
    await decidedWithoutWebhook(applicantId, { reviewAnswer: 'GREEN' });
    await forgetOthers([applicantId]);

    // Within the hour nobody asks: the webhook may still come.
    await lastHeardAgo(applicantId, 30 * 60_000);
    expect(await reconcilePendingReviews(api.ctx)).toEqual({ asked: 0, applied: 0 });
    expect((await api.get('/api/kyc', player)).json.status).toBe('pending');

    await lastHeardAgo(applicantId, 61 * 60_000);
    expect(await reconcilePendingReviews(api.ctx)).toEqual({ asked: 1, applied: 1 });
    expect((await api.get('/api/kyc', player)).json).toMatchObject({
      level: 1,
      status: 'success',
      is_need: false,
    });
    const events = await api.ctx.db
      .select({ outcome: kycEvents.outcome, payload: kycEvents.payload })
      .from(kycEvents)
      .where(and(eq(kycEvents.applicantId, applicantId), eq(kycEvents.type, 'applicantReviewed')));
    expect(events).toEqual([
      {
        outcome: 'applied',
        payload: expect.objectContaining({ source: 'reconciliation' }),
      },
    ]);
    // Completed: not asked again.
    expect(await reconcilePendingReviews(api.ctx)).toEqual({ asked: 0, applied: 0 });

    // The lost webhook turns up: older than what was applied, recorded and ignored.
    const late = await signedWebhook(api, {
      type: 'applicantReviewed',
      applicantId,
      reviewStatus: 'completed',
      createdAtMs: api.ctx.clock.now().getTime() - 60 * 60_000,
      reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'FINAL', rejectLabels: ['FORGERY'] },
    });
    expect(late.json).toEqual({ ok: true, status: 'stale' });
    expect((await api.get('/api/kyc', player)).json).toMatchObject({ level: 1, status: 'success' });
  });

  it('leaves a review still pending for another hour, and applies a RETRY with its labels', async () => {
    const { player, applicantId } = await waitingPlayer();
    await forgetOthers([applicantId]);
    await lastHeardAgo(applicantId, 2 * 60 * 60_000);
    expect(await reconcilePendingReviews(api.ctx)).toEqual({ asked: 1, applied: 0 });
    // Looked at just now: the next run leaves it alone.
    expect(await reconcilePendingReviews(api.ctx)).toEqual({ asked: 0, applied: 0 });

    await decidedWithoutWebhook(applicantId, {
      reviewAnswer: 'RED',
      reviewRejectType: 'RETRY',
      rejectLabels: ['UNSATISFACTORY_PHOTOS'],
      moderationComment: 'Too dark.',
    });
    await lastHeardAgo(applicantId, 61 * 60_000);
    expect(await reconcilePendingReviews(api.ctx)).toEqual({ asked: 1, applied: 1 });
    expect((await api.get('/api/kyc', player)).json).toMatchObject({
      status: 'user_pending',
      review: { answer: 'RED', reject_type: 'RETRY', labels: ['UNSATISFACTORY_PHOTOS'] },
    });
  });

  it('tries again at the next run when the provider fails', async () => {
    const { applicantId } = await waitingPlayer();
    await forgetOthers([applicantId]);
    await lastHeardAgo(applicantId, 2 * 60 * 60_000);
    const fetch = api.ctx.fetch;
    api.ctx.fetch = (async () => new Response('busy', { status: 502 })) as typeof globalThis.fetch;
    try {
      expect(await reconcilePendingReviews(api.ctx)).toEqual({ asked: 1, applied: 0 });
    } finally {
      api.ctx.fetch = fetch;
    }
    await decidedWithoutWebhook(applicantId, { reviewAnswer: 'GREEN' });
    expect(await reconcilePendingReviews(api.ctx)).toEqual({ asked: 1, applied: 1 });
  });
});
