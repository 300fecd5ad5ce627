import type { Currency } from '@/lib/constants/currencies';
import { AppError } from '@/server/lib/app-error';
import { authenticate } from '@/server/services/auth/authenticate';
import { bearerToken, type ApiContext } from './env';

/**
 * The currency a public games call answers in: the one asked for (`?currency=`), else the
 * signed-in player's, else RUB. A missing or stale token is no error here: guests see the page.
 */
export async function viewerCurrency(
  c: ApiContext,
  asked: Currency | undefined,
): Promise<Currency> {
  if (asked) return asked;
  const token = bearerToken(c);
  if (!token) return 'RUB';
  try {
    return (await authenticate(c.var.ctx, token)).user.currency;
  } catch (error) {
    if (error instanceof AppError) return 'RUB';
    throw error;
  }
}
