import { CASE_ROLL_RANGE } from '@/lib/constants/games';
import { toMajor } from '@/lib/money/units';
import type { CaseItem } from './ranges';

/**
 * An English name from a message key's last part (`Cases.items.copper-coin` → "Copper coin"):
 * the pages translate `name_key` (messages `Cases.*`); `name` is the fallback.
 */
export function nameFromKey(nameKey: string) {
  const words = nameKey.split('.').pop()!.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An item as the API answers it (in a case, and as an opening's prize), major units. */
export function serializeCaseItem(item: CaseItem) {
  return {
    id: item.id,
    name: nameFromKey(item.nameKey),
    name_key: item.nameKey,
    value: toMajor(item.value),
    /** In percent: weight / 100000 · 100. */
    chance: (item.weight * 100) / CASE_ROLL_RANGE,
  };
}
