import type { Currency } from '@/lib/constants/currencies';
import type { Locale } from '@/lib/i18n/config';
import { toMajor } from '@/lib/money/units';
import type { BonusTerms } from '@/lib/schemas/bonus';
import type {
  BonusCurrencyTerms,
  BonusTemplate,
  ContributionProfile,
  LocalizedText,
} from '@/server/db/schema';

/** The operator's text in the answer's language (Kazakh falls back to Russian when empty). */
export function localized(text: LocalizedText, locale: Locale): string {
  return text[locale] || (locale === 'kz' ? text.ru : '') || text.en;
}

/** The template's amounts in `currency`, or null: a template is not offered in a currency it lacks. */
export function currencyTerms(
  template: Pick<BonusTemplate, 'currencies'>,
  currency: Currency,
): BonusCurrencyTerms | null {
  return template.currencies[currency] ?? null;
}

/** A contribution profile as the API shows it: percents and odds instead of basis points. */
export function contributionsOf(profile: ContributionProfile): BonusTerms['contributions'] {
  return {
    slots: profile.slots_bp / 100,
    live_casino: profile.live_casino_bp / 100,
    table: profile.table_bp / 100,
    in_house_reference_edge: profile.reference_edge_bp / 100,
    sports: profile.sports_bp / 100,
    sports_min_odds: profile.sports_min_odds_e4 / 10_000,
    excluded_games: profile.excluded_games,
  };
}

/**
 * The significant terms of a template in one currency and language (major units), or null when
 * the template is not offered in that currency. A grant shows its own copied terms through
 * `overrides` (max bet, cap, contributions as they were when granted). A free-spins game is
 * named by the catalogue when the caller looked it up (`withGameNames`), else by its slug.
 */
export function bonusTerms(
  template: BonusTemplate & { gameName?: LocalizedText | null },
  currency: Currency,
  locale: Locale,
  overrides: {
    maxBet?: number;
    maxConversion?: number | null;
    contributions?: ContributionProfile;
  } = {},
): BonusTerms | null {
  const amounts = currencyTerms(template, currency);
  if (!amounts) return null;
  const maxConversion =
    overrides.maxConversion !== undefined ? overrides.maxConversion : amounts.max_conversion;
  const freeSpins = template.freeSpins;
  return {
    kind: template.kind,
    currency,
    percent: template.kind === 'deposit_match' ? template.percent : 0,
    min_deposit: toMajor(amounts.min_deposit),
    max_bonus: toMajor(
      template.kind === 'deposit_match' ? amounts.max_bonus : amounts.fixed_amount,
    ),
    max_bet: toMajor(overrides.maxBet ?? amounts.max_bet),
    max_conversion: maxConversion === null ? null : toMajor(maxConversion),
    wagering_multiplier: template.wageringMultiplier,
    wagering_base: template.wageringBase,
    validity_days: template.validityDays,
    contributions: contributionsOf(overrides.contributions ?? template.contributions),
    free_spins: freeSpins
      ? {
          game_slug: freeSpins.game_slug,
          game_name: template.gameName ? localized(template.gameName, locale) : freeSpins.game_slug,
          rounds: freeSpins.rounds,
          bet_value: toMajor(freeSpins.bet_value[currency] ?? 0),
        }
      : null,
    text: localized(template.terms, locale),
  };
}

/** The template's round bet in `currency` (minor units), or null when it gives no spins there. */
export function freeSpinBet(template: BonusTemplate, currency: Currency): number | null {
  if (template.kind !== 'free_spins' || !template.freeSpins) return null;
  if (!currencyTerms(template, currency)) return null;
  const bet = template.freeSpins.bet_value[currency];
  return bet && bet > 0 ? bet : null;
}
