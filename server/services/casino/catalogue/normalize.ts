import { CURRENCIES, type Currency } from '@/lib/constants/currencies';
import type { CasinoVolatility } from '@/server/db/schema';

/**
 * The small conversions every aggregator's mapper needs: aggregators write the same facts in
 * different ways (RTP "96.5" or 96.5, volatility 4 or "medium-high"), the catalogue keeps one.
 */

/** `[a-z0-9-]` from any name ("Play'n GO" → "play-n-go"); empty when nothing is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** A declared RTP as text with two decimals ("96.5" → "96.50"); null when absent or not 0–100. */
export function rtpText(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const trimmed = text.trim().replace(/%$/, '').replace(',', '.');
  if (!/^\d{1,3}(\.\d+)?$/.test(trimmed)) return null;
  const percent = Number(trimmed);
  if (percent <= 0 || percent > 100) return null;
  // Two decimals is the column's scale; a declared figure is not money, rounding is harmless.
  return percent.toFixed(2);
}

/**
 * The catalogue's three levels from an aggregator's scale: Hub88's number (1–5) or GIS's words
 * ("low", "medium-high", "very high"). Anything else is unknown, not guessed.
 */
export function volatilityOf(raw: unknown): CasinoVolatility | null {
  if (typeof raw === 'number' && Number.isFinite(raw)) {
    if (raw <= 0) return null;
    return raw <= 2 ? 'low' : raw < 4 ? 'medium' : 'high';
  }
  if (typeof raw !== 'string') return null;
  const words = raw
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  if (/^\d/.test(raw.trim())) return volatilityOf(Number(raw));
  if (words === 'low' || words === 'very low') return 'low';
  if (words === 'medium' || words === 'low medium' || words === 'medium low') return 'medium';
  if (words === 'high' || words === 'very high' || words === 'medium high') return 'high';
  return null;
}

/** ISO 3166 alpha-2 codes, upper-case, without duplicates; anything else is dropped. */
export function countryCodes(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const codes = values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim().toUpperCase())
    .filter((value) => /^[A-Z]{2}$/.test(value));
  return [...new Set(codes)];
}

/** The site's currencies among the given codes (empty: the game takes all of them). */
export function siteCurrencies(values: unknown): Currency[] {
  if (!Array.isArray(values)) return [];
  const known = new Set<string>(CURRENCIES);
  const codes = values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim().toUpperCase())
    .filter((value): value is Currency => known.has(value));
  return [...new Set(codes)];
}

/** A `YYYY-MM-DD` date from the start of an ISO date or date-time; null otherwise. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  if (!match) return null;
  const date = new Date(`${match[1]}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[1]
    ? null
    : match[1]!;
}

/** Tags as the catalogue writes them: lower-case `[a-z0-9-]`, without duplicates. */
export function tagList(values: readonly string[]): string[] {
  return [...new Set(values.map(slugify).filter(Boolean))];
}

/** The same name in every language of the site (aggregators name games once). */
export function sameName(name: string) {
  return { ru: name, en: name, kz: name };
}
