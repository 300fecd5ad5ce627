import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

/** A back-office page's title (`office.titles.<page>`); never indexed (the group's layout). */
export function officeMetadata(
  page:
    | 'signIn'
    | 'home'
    | 'staff'
    | 'payouts'
    | 'approvals'
    | 'audit'
    | 'risk'
    | 'riskPlayer'
    | 'reports'
    | 'players'
    | 'player'
    | 'trading'
    | 'casino'
    | 'casinoRound'
    | 'marketing'
    | 'vip'
    | 'features'
    | 'deposits'
    | 'deposit'
    | 'sites'
    | 'funnel',
) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await resolveLocale(params);
    const t = await getTranslations({ locale, namespace: 'office.titles' });
    return { title: t(page), robots: { index: false, follow: false } };
  };
}
