import { ApiError } from '@/lib/api/errors';
import { KYC_STATUS_VALUES } from '@/lib/constants/kyc';
import { turnoverSchema } from '@/lib/schemas/kyc';
import type { z } from '@/lib/zod';

export type TurnoverLeft = z.output<typeof turnoverSchema>;
export type VerificationRefusal = {
  level: number | null;
  status: (typeof KYC_STATUS_VALUES)[number] | null;
};

/**
 * A payout refused until the player verifies (409 `verification_required`, with the level asked
 * and where verification stands beside the code), or null for any other failure.
 */
export function verificationRefusalOf(error: unknown): VerificationRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.code !== 'verification_required') return null;
  const body = (error.body ?? {}) as { level?: unknown; status?: unknown };
  const level = typeof body.level === 'number' ? body.level : null;
  const status = (KYC_STATUS_VALUES as readonly unknown[]).includes(body.status)
    ? (body.status as VerificationRefusal['status'])
    : null;
  return { level, status };
}

/**
 * What is still to be staked before a payout (a 422 on `amount`, `turnover_required`, with
 * `turnover` beside the errors), or null for any other failure.
 */
export function turnoverRefusalOf(error: unknown): TurnoverLeft | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as { turnover?: unknown } | null | undefined;
  const parsed = turnoverSchema.safeParse(body?.turnover);
  return parsed.success ? parsed.data : null;
}
