import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import {
  kycApplicants,
  kycEvents,
  users,
  type ApplicantInfo,
  type KycApplicant,
} from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import { decodeUtf8 } from '@/server/lib/text';
import { refreshKyc, levelOfName } from './kyc-state';
import { infoOf, kycProvider } from './sumsub/client';
import { hasValidDigest } from './sumsub/sign';
import { sumsubWebhookSchema, type SumsubWebhook } from './sumsub/webhook-body';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'fetch'>;

/** What a webhook did: changed the applicant, nothing (older than what we have, a replay), or named no applicant of ours. */
export type WebhookOutcome = 'applied' | 'stale' | 'duplicate' | 'unknown' | 'ignored';

/** Sumsub's label for an applicant younger than the level allows; we give it to an under-age GREEN. */
export const UNDERAGE_LABEL = 'AGE_REQUIREMENT_MISMATCH';

/** What a player verified at L1/L2 becomes after the event, and what follows it outside the transaction. */
export type AppliedReview = {
  userId: number;
  levelBefore: number;
  levelAfter: number;
  underage: boolean;
  /** A final RED that took away a level the player had: payouts stop, and the risk queue hears of it. */
  revoked: boolean;
  green: boolean;
};

function ageOn(dob: string, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * A verification webhook (Sumsub's protocol, from Sumsub or the sandbox): checked against
 * `X-Payload-Digest` on its raw bytes (401 `invalid_signature`), kept once in `kyc_events`
 * (its applicant, type and `createdAtMs`: the same event again is a replay and changes nothing),
 * and applied only when newer than the last event applied, so events arriving out of order
 * never roll a review back. A GREEN reads the person from the provider first (a failure is a
 * 503, which the provider retries) and checks their age; a RED after a GREEN takes the level away.
 */
export async function applyKycWebhook(
  ctx: Ctx,
  raw: Uint8Array,
  headers: Headers,
): Promise<{ outcome: WebhookOutcome; review: AppliedReview | null }> {
  const { provider } = kycProvider(ctx);
  if (!hasValidDigest(provider.webhookSecret, raw, headers)) {
    throw AppError.of('invalid_signature', 401);
  }
  const text = decodeUtf8(raw);
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    throw AppError.of('invalid_json', 400);
  }
  const parsed = sumsubWebhookSchema.safeParse(json);
  if (!parsed.success) throw AppError.of('invalid_body', 400);
  return applyKycEvent(ctx, parsed.data, json as Record<string, unknown>);
}

/**
 * An event of the provider, told by its webhook or learnt by asking (`reconcile.ts`): kept once
 * in `kyc_events` with `payload` and applied when newer than the last one applied.
 */
export async function applyKycEvent(
  ctx: Ctx,
  event: SumsubWebhook,
  payload: Record<string, unknown>,
): Promise<{ outcome: WebhookOutcome; review: AppliedReview | null }> {
  const { provider, client } = kycProvider(ctx);
  const known = await ctx.db
    .select({ id: kycEvents.id })
    .from(kycEvents)
    .where(
      and(
        eq(kycEvents.provider, provider.kind),
        eq(kycEvents.applicantId, event.applicantId),
        eq(kycEvents.type, event.type),
        eq(kycEvents.createdAtMs, event.createdAtMs),
      ),
    )
    .limit(1);
  if (known.length > 0) return { outcome: 'duplicate', review: null };

  // The person behind a GREEN, read before the transaction: the provider is never called inside one.
  const green = event.type === 'applicantReviewed' && event.reviewResult?.reviewAnswer === 'GREEN';
  const info = green ? infoOf(await client.getApplicant(event.applicantId)) : null;

  const result = await ctx.db.transaction(async (tx) => {
    const [applicant] = await tx
      .select()
      .from(kycApplicants)
      .where(
        and(
          eq(kycApplicants.provider, provider.kind),
          eq(kycApplicants.applicantId, event.applicantId),
        ),
      )
      .for('update');
    const outcome: WebhookOutcome = !applicant
      ? 'unknown'
      : event.createdAtMs <= applicant.lastEventMs
        ? 'stale'
        : APPLIED_TYPES.has(event.type)
          ? 'applied'
          : 'ignored';
    const [stored] = await tx
      .insert(kycEvents)
      .values({
        provider: provider.kind,
        applicantId: event.applicantId,
        type: event.type,
        createdAtMs: event.createdAtMs,
        userId: applicant?.userId ?? null,
        outcome,
        payload,
        receivedAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: kycEvents.id });
    if (!stored) return { outcome: 'duplicate' as const, review: null };
    if (!applicant || outcome !== 'applied') {
      if (applicant && outcome === 'ignored') {
        await tx
          .update(kycApplicants)
          .set({ lastEventMs: event.createdAtMs })
          .where(eq(kycApplicants.userId, applicant.userId));
      }
      return { outcome, review: null };
    }
    const review = await applyEvent({ ...ctx, db: tx }, applicant, event, info);
    await refreshKyc({ ...ctx, db: tx }, applicant.userId);
    return { outcome, review };
  });
  if (result.outcome === 'unknown') {
    log.warn('kyc webhook for an applicant we do not know', {
      applicant_id: event.applicantId,
      type: event.type,
    });
  }
  return result;
}

const APPLIED_TYPES = new Set([
  'applicantPending',
  'applicantOnHold',
  'applicantReviewed',
  'applicantReset',
  'applicantLevelChanged',
]);

async function applyEvent(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  applicant: KycApplicant,
  event: SumsubWebhook,
  info: ApplicantInfo | null,
): Promise<AppliedReview> {
  const now = ctx.clock.now();
  const [user] = await ctx.db
    .select({ level: users.kycLevel })
    .from(users)
    .where(eq(users.id, applicant.userId))
    .for('update');
  const levelBefore = user?.level ?? 0;
  const levelName = event.levelName ?? applicant.levelName;
  const level = levelOfName(ctx, levelName) ?? 0;
  let levelAfter = levelBefore;
  let underage = false;
  const changes: Partial<typeof kycApplicants.$inferInsert> = {
    levelName,
    lastEventMs: event.createdAtMs,
    updatedAt: now,
  };
  const player: Partial<typeof users.$inferInsert> = {};

  switch (event.type) {
    case 'applicantPending':
    case 'applicantOnHold':
      Object.assign(changes, {
        reviewStatus: event.type === 'applicantPending' ? 'pending' : 'onHold',
        reviewAnswer: null,
        rejectType: null,
        rejectLabels: [],
        moderationComment: null,
        clientComment: null,
      });
      break;
    case 'applicantReset':
      Object.assign(changes, { reviewStatus: 'init', reviewAnswer: null, rejectType: null });
      levelAfter = 0;
      break;
    case 'applicantLevelChanged':
      break;
    case 'applicantReviewed': {
      const result = event.reviewResult;
      const age = info?.dob ? ageOn(info.dob, now) : null;
      underage = result?.reviewAnswer === 'GREEN' && age !== null && age < ctx.config.kyc.minAge;
      Object.assign(changes, {
        reviewStatus: 'completed',
        reviewAnswer: underage ? 'RED' : (result?.reviewAnswer ?? null),
        rejectType: underage ? 'FINAL' : (result?.reviewRejectType ?? null),
        rejectLabels: underage ? [UNDERAGE_LABEL] : (result?.rejectLabels ?? []),
        moderationComment: result?.moderationComment ?? null,
        clientComment: underage
          ? `under ${ctx.config.kyc.minAge} by the provider's date of birth (${info?.dob})`
          : (result?.clientComment ?? null),
        ...(info && { info }),
      });
      if (result?.reviewAnswer === 'GREEN' && !underage) {
        levelAfter = Math.max(levelBefore, level);
        const name = [info?.first_name, info?.last_name].filter(Boolean).join(' ');
        if (name) player.legalName = name;
        if (info?.dob && ageOn(info.dob, now) !== null) player.birthDate = info.dob;
      } else if (underage || result?.reviewRejectType === 'FINAL') {
        levelAfter = 0;
      } else if (level > 0 && level <= levelBefore) {
        // A resubmission asked on a level the player held: that level is not verified any more.
        levelAfter = level - 1;
      }
      break;
    }
  }
  await ctx.db.update(kycApplicants).set(changes).where(eq(kycApplicants.userId, applicant.userId));
  if (levelAfter !== levelBefore || Object.keys(player).length > 0) {
    await ctx.db
      .update(users)
      .set({ ...player, kycLevel: levelAfter, updatedAt: now })
      .where(eq(users.id, applicant.userId));
  }
  return {
    userId: applicant.userId,
    levelBefore,
    levelAfter,
    underage,
    revoked:
      levelAfter < levelBefore &&
      !underage &&
      event.type === 'applicantReviewed' &&
      event.reviewResult?.reviewRejectType === 'FINAL',
    green: event.type === 'applicantReviewed' && levelAfter > levelBefore,
  };
}
