import { LIMIT_ERRORS } from '@/lib/constants/protection';
import { toMajor } from '@/lib/money/units';
import { limitBreachSchema, type LimitBreach } from '@/lib/schemas/protection';
import { AppError } from '@/server/lib/app-error';

/**
 * What the ledger's protection trigger (`protection_count`, migration 0023) refused: a limit the
 * movement would cross (SQLSTATE RG001, the limit as JSON in the message, minor units) or a
 * reality check the player has not answered (RG002). The whole statement was undone.
 */
export type ProtectionRefusal =
  { code: 'limit_reached'; limit: LimitBreach } | { code: 'reality_check' };

export function protectionRefusal(error: unknown): ProtectionRefusal | null {
  for (let current = error; current && typeof current === 'object';) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === 'RG002') return { code: 'reality_check' };
    if (code === 'RG001' && typeof message === 'string') {
      const raw = JSON.parse(message) as Record<string, unknown>;
      const limit = limitBreachSchema.parse({
        ...raw,
        amount: toMajor(Number(raw.amount)),
        remaining: toMajor(Number(raw.remaining)),
      });
      return { code: 'limit_reached', limit };
    }
    current = cause;
  }
  return null;
}

/**
 * The API's answer to a refusal: a 422 on `amount` naming the limit (`deposit_limit`,
 * `loss_limit`, `wager_limit`) with the limit and what it still takes beside the errors, or a
 * 409 `reality_check_due` until the player answers the reality check.
 */
export function protectionError(refusal: ProtectionRefusal): AppError {
  if (refusal.code === 'reality_check') return AppError.of('reality_check_due', 409);
  return AppError.field('amount', LIMIT_ERRORS[refusal.limit.kind]).withDetails({
    limit: refusal.limit,
  });
}
