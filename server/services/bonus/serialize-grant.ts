import type { Locale } from '@/lib/i18n/config';
import { toMajor } from '@/lib/money/units';
import type { BonusGrant as BonusGrantAnswer } from '@/lib/schemas/bonus';
import type { BonusGrant, BonusTemplate } from '@/server/db/schema';
import { bonusTerms, localized } from './terms';

/**
 * A grant as the player's pages show it, major units. `balance` is the bonus money now (the
 * player's bonus account while the grant is active, 0 once it ended); the terms are the ones
 * the grant copied when it was made.
 */
export function serializeGrant(
  grant: BonusGrant,
  template: BonusTemplate,
  balance: number,
  locale: Locale,
): BonusGrantAnswer {
  const active = grant.status === 'active';
  const left = Math.max(0, grant.wageringRequired - grant.wagered);
  const terms = bonusTerms(template, grant.currency, locale, {
    maxBet: grant.maxBet,
    maxConversion: grant.maxConversion,
    contributions: grant.contributions,
  });
  return {
    id: grant.id,
    name: localized(template.name, locale),
    source: grant.source,
    status: grant.status,
    currency: grant.currency,
    amount: toMajor(grant.amount),
    balance: active ? toMajor(Math.max(0, balance)) : 0,
    wagering_required: toMajor(grant.wageringRequired),
    wagered: toMajor(Math.min(grant.wagered, grant.wageringRequired)),
    wagering_left: active ? toMajor(left) : 0,
    progress:
      grant.wageringRequired === 0 ? 1 : Math.min(1, grant.wagered / grant.wageringRequired),
    converted_amount: toMajor(grant.convertedAmount),
    returned_amount: toMajor(grant.returnedAmount),
    // A template that lost the grant's currency still shows the grant, with its own amounts.
    terms: terms ?? fallbackTerms(grant, template, locale),
    reason: grant.reason,
    granted_at: grant.grantedAt.toISOString(),
    expires_at: grant.expiresAt.toISOString(),
    ended_at: grant.endedAt?.toISOString() ?? null,
  };
}

function fallbackTerms(grant: BonusGrant, template: BonusTemplate, locale: Locale) {
  const withCurrency = {
    ...template,
    currencies: {
      [grant.currency]: {
        min_deposit: 0,
        max_bonus: grant.amount,
        fixed_amount: grant.amount,
        max_bet: grant.maxBet,
        max_conversion: grant.maxConversion,
      },
    },
  };
  return bonusTerms(withCurrency, grant.currency, locale)!;
}
