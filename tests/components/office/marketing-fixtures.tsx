import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { MemberContext } from '@/components/office/member-context';
import { MarketingSection } from '@/components/office/marketing/marketing-section';
import type { BonusTemplate, PromoCode } from '@/lib/api/office-marketing';
import { navigation } from '../../support/navigation-mock';
import { member, renderOffice } from './office-render';

/** The marketing section's shared fixtures: templates, promo codes, and pages in the section. */

const text = (en: string) => ({ ru: `${en} (ru)`, en, kz: `${en} (kz)` });

export function template(overrides: Partial<BonusTemplate> & Pick<BonusTemplate, 'code'>) {
  return {
    id: 1,
    kind: 'deposit_match',
    name: text('100% on your first deposit'),
    terms: text('Real money is spent first.'),
    percent: 100,
    currencies: {
      RUB: {
        min_deposit: 500,
        max_bonus: 10_000,
        fixed_amount: 0,
        max_bet: 500,
        max_conversion: null,
      },
      USD: { min_deposit: 5, max_bonus: 100, fixed_amount: 0, max_bet: 5, max_conversion: 50 },
    },
    wagering_multiplier: 35,
    wagering_base: 'bonus',
    contributions: {
      slots: 100,
      live_casino: 10,
      table: 10,
      in_house_reference_edge: 4,
      sports: 50,
      sports_min_odds: 1.5,
      excluded_games: ['book-of-dead'],
    },
    validity_days: 14,
    free_spins: null,
    active: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  } satisfies BonusTemplate;
}

export const WELCOME = template({ code: 'welcome-1' });
export const FREE500 = template({
  id: 4,
  code: 'promo-free500',
  kind: 'no_deposit',
  name: text('500 RUB with no deposit'),
  percent: 0,
});

export function promo(overrides: Partial<PromoCode> & Pick<PromoCode, 'code'>): PromoCode {
  return {
    name: 'Promo',
    template: 'welcome-1',
    max_uses: null,
    uses: 0,
    new_players_only: false,
    currencies: null,
    starts_at: null,
    expires_at: null,
    active: true,
    ...overrides,
  };
}

/** Renders `page` inside the section's layout at `path` (as `/en/office/marketing/…`). */
export function renderMarketing(path: string, page: ReactElement) {
  navigation.set(`/en${path}`);
  const view = renderOffice(<MarketingSection>{page}</MarketingSection>, {
    permissions: ['marketing.manage'],
  });
  return {
    ...view,
    /** The router went to `next`: the layout stays, its page changes. */
    navigate(next: string, nextPage: ReactElement) {
      navigation.set(`/en${next}`);
      view.rerender(
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemberContext.Provider value={member(['marketing.manage'])}>
            <MarketingSection>{nextPage}</MarketingSection>
          </MemberContext.Provider>
        </SWRConfig>,
      );
    },
  };
}
