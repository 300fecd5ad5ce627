import { toMajor } from '@/lib/money/units';
import { nameFromKey, serializeCaseItem } from '@/lib/games/cases/items';
import type { PricedCase } from '@/lib/games/cases/pricing';

/** A case as `GET /api/v2/games/cases` answers it, in major units of its currency. */
export function serializeCase(priced: PricedCase) {
  return {
    slug: priced.slug,
    name: nameFromKey(priced.nameKey),
    name_key: priced.nameKey,
    price: toMajor(priced.price),
    currency: priced.currency,
    items: priced.items.map(serializeCaseItem),
  };
}
