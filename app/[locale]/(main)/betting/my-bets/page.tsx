import { getTranslations } from 'next-intl/server';
import { MyBets } from '@/components/sports/my-bets/my-bets';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('MyBets', '/betting/my-bets', { noIndex: true });

/** My bets: the player's sports tickets with their results and cash-out (issue 18). */
export default async function MyBetsPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('MyBets');
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <MyBets />
    </>
  );
}
