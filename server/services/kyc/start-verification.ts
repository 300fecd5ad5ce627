import { eq } from 'drizzle-orm';
import { KYC_TOKEN_TTL_S } from '@/lib/constants/kyc';
import type { AppContext } from '@/server/app-context';
import { kycApplicants, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { siteLink } from '@/server/lib/site-link';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { nextLevel, refreshKyc } from './kyc-state';
import { externalUserIdOf, kycProvider } from './sumsub/client';

/**
 * Opens the provider's verification for the player's next level (`POST /kyc/access-token`):
 * the applicant is created or moved to the level's name, and a WebSDK token is answered (with
 * the sandbox, the link of its upload page). A player with nothing asked may verify L1 ahead
 * of need. L3 is an upload, not the provider's: nothing to open (409 `kyc_not_needed`), as
 * when everything asked is verified; a final rejection is 409 `kyc_final_rejection`.
 */
export async function startVerification(ctx: AppContext, user: User) {
  await hitRateLimit(ctx, `kyc-token:user:${user.id}`, LIMITS.kycTokenByUser);
  const { provider, client } = kycProvider(ctx);
  const [current] = await ctx.db
    .select()
    .from(kycApplicants)
    .where(eq(kycApplicants.userId, user.id));
  if (current?.reviewAnswer === 'RED' && current.rejectType === 'FINAL') {
    throw AppError.of('kyc_final_rejection', 409);
  }
  const level = nextLevel(user.kycLevel, Math.max(user.kycRequiredLevel, 1));
  if (level === null || level === 3) throw AppError.of('kyc_not_needed', 409);

  const levelName = ctx.config.kyc.levelNames[level];
  const externalUserId = externalUserIdOf(user.id);
  const applicant = await client.ensureApplicant({
    externalUserId,
    levelName,
    email: user.email,
    phone: user.phone,
  });
  const { token } = await client.accessToken({
    externalUserId,
    levelName,
    ttlInSecs: KYC_TOKEN_TTL_S,
  });

  const now = ctx.clock.now();
  const moved =
    current && (current.levelName !== levelName || current.applicantId !== applicant.id);
  await ctx.db
    .insert(kycApplicants)
    .values({
      userId: user.id,
      provider: provider.kind,
      applicantId: applicant.id,
      levelName,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: kycApplicants.userId,
      set: {
        provider: provider.kind,
        applicantId: applicant.id,
        levelName,
        updatedAt: now,
        // On another level the applicant starts that level's review afresh.
        ...(moved && {
          reviewStatus: 'init',
          reviewAnswer: null,
          rejectType: null,
          rejectLabels: [],
          moderationComment: null,
        }),
      },
    });
  await refreshKyc(ctx, user.id);
  return {
    provider: provider.kind,
    token,
    level_name: levelName,
    sdk_url:
      provider.kind === 'sandbox'
        ? siteLink(
            ctx.config.siteUrl,
            user.locale,
            `/kyc/sandbox?token=${encodeURIComponent(token)}`,
          )
        : null,
    expires_in: KYC_TOKEN_TTL_S,
  };
}
