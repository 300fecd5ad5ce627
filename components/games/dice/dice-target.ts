/** The target with the same win chance in the other direction: 25 under ↔ 75 over. */
export function mirrorTarget(target: number) {
  return Math.round((100 - target) * 100) / 100;
}

/** A typed target: a number with at most two decimals (comma or point), or null. */
export function parseTarget(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  return /^\d{1,3}(\.\d{1,2})?$/.test(normalized) ? Number(normalized) : null;
}
