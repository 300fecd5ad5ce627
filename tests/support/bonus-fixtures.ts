import type { BonusGrant, BonusOffer, BonusTerms, WelcomePack } from '@/lib/schemas/bonus';

/** The significant terms of a 100 % deposit match in USD; `terms` overrides fields. */
export function termsFixture(terms: Partial<BonusTerms> = {}): BonusTerms {
  return {
    kind: 'deposit_match',
    currency: 'USD',
    percent: 100,
    min_deposit: 10,
    max_bonus: 200,
    max_bet: 5,
    max_conversion: 1000,
    wagering_multiplier: 35,
    wagering_base: 'bonus',
    validity_days: 7,
    contributions: {
      slots: 100,
      live_casino: 10,
      table: 10,
      in_house_reference_edge: 4,
      sports: 50,
      sports_min_odds: 1.8,
      excluded_games: ['blood-suckers'],
    },
    free_spins: null,
    text: '',
    ...terms,
  };
}

/** An offer answer (`GET /bonus-system/offers`). */
export function offerFixture(offer: Partial<BonusOffer> = {}): BonusOffer {
  return {
    id: 'welcome-100',
    source: 'operator',
    name: 'Welcome 100%',
    terms: termsFixture(),
    promo: null,
    expires_at: null,
    expires_in: null,
    waiting: false,
    ...offer,
  };
}

/** An active grant: 100 USD bonus, 1 000 of 3 500 wagered, 80 USD left. */
export function grantFixture(grant: Partial<BonusGrant> = {}): BonusGrant {
  return {
    id: 7,
    name: 'Welcome 100%',
    source: 'deposit',
    status: 'active',
    currency: 'USD',
    amount: 100,
    balance: 80,
    wagering_required: 3500,
    wagered: 1000,
    wagering_left: 2500,
    progress: 1000 / 3500,
    converted_amount: 0,
    returned_amount: 0,
    terms: termsFixture(),
    reason: null,
    granted_at: '2026-11-20T10:00:00.000Z',
    expires_at: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString(),
    ended_at: null,
    ...grant,
  };
}

/** A three-step welcome pack; `pack` overrides fields (guests: no progress, no deadline). */
export function welcomePackFixture(pack: Partial<WelcomePack> = {}): WelcomePack {
  const step = (n: number, status: WelcomePack['steps'][number]['status']) => ({
    step: n,
    nth_deposit: n,
    name: `Step ${n} bonus`,
    terms: termsFixture({ percent: n === 1 ? 100 : 50 }),
    status,
    grant_id: status === 'granted' ? n : null,
  });
  return {
    id: 1,
    name: 'Welcome pack',
    publicTitle: 'Up to 500 USD on three deposits',
    valid_days: 7,
    steps: [step(1, 'locked'), step(2, 'locked'), step(3, 'locked')],
    deposits_made: null,
    deadline: null,
    ...pack,
  };
}
