import type { z } from '@/lib/zod';
import type { kycAnswerSchema } from '@/lib/schemas/kyc';

export type KycAnswer = z.output<typeof kycAnswerSchema>;

/** How often the modal asks again while documents are under review (and after sending). */
export const KYC_POLL_MS = 4_000;
/** How long the modal waits, after the provider's window said "sent", to see the review begin. */
export const KYC_AWAIT_REVIEW_MS = 2 * 60_000;

/**
 * What the Verification modal shows. `none`: nothing is asked; `start`: a provider level to go
 * through (1 identity, 2 address); `retry`: the provider asked to send again (RED RETRY);
 * `unavailable`: a level is asked but no provider is connected; `funds`: a source-of-funds
 * document to upload (L3); `review`: sent and being checked; `final`: refused for good (RED
 * FINAL); `success`: the level asked is verified.
 */
export type KycView =
  | { kind: 'none'; level: number }
  | { kind: 'success'; level: number }
  | { kind: 'final' }
  | { kind: 'review'; level: number }
  | { kind: 'retry'; level: 1 | 2 }
  | { kind: 'start'; level: 1 | 2 }
  | { kind: 'unavailable'; level: 1 | 2 }
  | { kind: 'funds' };

/** The view of an answer; `awaiting`: the provider's window said "sent" a moment ago. */
export function kycView(kyc: KycAnswer, awaiting = false): KycView {
  if (kyc.status === 'failed') return { kind: 'final' };
  if (kyc.status === 'success' && kyc.next_level === null) {
    return { kind: 'success', level: kyc.level };
  }
  const asked = kyc.required_level;
  if (kyc.status === 'pending') return { kind: 'review', level: asked };
  const next = kyc.next_level;
  if (awaiting && (next === 1 || next === 2)) return { kind: 'review', level: next };
  if (next === 3) return { kind: 'funds' };
  if (next === 1 || next === 2) {
    if (!kyc.provider) return { kind: 'unavailable', level: next };
    const retry = kyc.review?.answer === 'RED' && kyc.review.reject_type === 'RETRY';
    return { kind: retry ? 'retry' : 'start', level: next };
  }
  return { kind: 'none', level: kyc.level };
}

export const PROVIDER_STEPS = ['details', 'documents', 'review', 'done'] as const;
export const FUNDS_STEPS = ['documents', 'review', 'done'] as const;
export type KycStep = (typeof PROVIDER_STEPS)[number];

/** Where the stepper stands: its steps, the current one (its length when all are done). */
export type Progress = { steps: readonly KycStep[]; current: number; failed: boolean };

/**
 * The stepper of a view: details → documents → review → done for the provider's levels,
 * documents → review → done for source of funds. `sdkStep`: where the provider's window said the
 * player is (the sandbox tells; Sumsub's first completed step moves it on).
 */
export function progressOf(view: KycView, sdkStep?: KycStep | null): Progress | null {
  const provider = (current: number, failed = false): Progress => ({
    steps: PROVIDER_STEPS,
    current,
    failed,
  });
  switch (view.kind) {
    case 'start':
      return provider(sdkStep ? PROVIDER_STEPS.indexOf(sdkStep) : 0);
    case 'retry':
      return provider(sdkStep ? PROVIDER_STEPS.indexOf(sdkStep) : 1);
    case 'review':
      return view.level === 3 ? { steps: FUNDS_STEPS, current: 1, failed: false } : provider(2);
    case 'final':
      return provider(2, true);
    case 'success':
      if (view.level === 3)
        return { steps: FUNDS_STEPS, current: FUNDS_STEPS.length, failed: false };
      return view.level >= 1 ? provider(PROVIDER_STEPS.length) : null;
    case 'funds':
      return { steps: FUNDS_STEPS, current: 0, failed: false };
    default:
      return null;
  }
}
