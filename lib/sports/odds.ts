/**
 * Decimal odds as integers ×10,000 (MTS `odds`), parsed exactly from the feed's decimal text:
 * `1.15` is 11,500, never 11,499.99… as a float would give. Prices below 1.0001 or above
 * 100,000 are not odds.
 */

export const ODDS_SCALE = 10_000;
export const MIN_ODDS_E4 = 10_001;
export const MAX_ODDS_E4 = 1_000_000_000;

const DECIMAL = /^(\d{1,6})(?:\.(\d{1,4})0*)?$/;

/** `"1.85"` → 18,500; null for text that is not a price with at most four decimals. */
export function parseOdds(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * ODDS_SCALE + Number((match[2] ?? '').padEnd(4, '0'));
  return value >= MIN_ODDS_E4 && value <= MAX_ODDS_E4 ? value : null;
}

/** 18,500 → `"1.85"`: the shortest text that parses back to the same integer. */
export function oddsText(oddsE4: number): string {
  const whole = Math.floor(oddsE4 / ODDS_SCALE);
  const fraction = String(oddsE4 % ODDS_SCALE)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/**
 * Odds for display: every decimal the ticket keeps (`total_odds`), at least two (31,000 →
 * `"3.10"`, 24,472 → `"2.4472"`). Never cut to two: an express of 1.52 and 1.61 pays
 * stake × 2.4472, and a slip that said 2.44 would promise less than the ticket pays.
 */
export function oddsLabel(oddsE4: number): string {
  const [whole, fraction = ''] = oddsText(oddsE4).split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}
