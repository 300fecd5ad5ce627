import { ApiError } from '@/lib/api/errors';
import { limitBreachSchema, type LimitBreach } from '@/lib/schemas/protection';

/**
 * The limit a refused deposit or stake would have crossed (a 422 on `amount` with `limit`
 * beside the errors), or null for any other failure.
 */
export function limitBreachOf(error: unknown): LimitBreach | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as { limit?: unknown } | null | undefined;
  const parsed = limitBreachSchema.safeParse(body?.limit);
  return parsed.success ? parsed.data : null;
}
