import type { Currency } from '@/lib/constants/currencies';
import { BET_LIMITS } from '@/lib/constants/games';

/** Every game's bet range in a currency, major units (spec §9 via `lib/constants/games`). */
export function listLimits(currency: Currency) {
  return { currency, limits: BET_LIMITS[currency] };
}
