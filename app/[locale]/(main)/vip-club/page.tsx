import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/ui/card-grid';
import { PageHeading } from '@/components/ui/page-heading';
import { VipJoinButton } from '@/components/vip/vip-join-button';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('VipClub', '/vip-club');

const LEVELS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
const PERKS = ['manager', 'cashback', 'payouts', 'gifts'] as const;

export default async function VipClubPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('VipClub');
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')}>
        <VipJoinButton />
      </PageHeading>
      <section aria-labelledby="vip-levels">
        <h2 id="vip-levels">{t('levelsHeading')}</h2>
        <CardGrid
          items={LEVELS.map((level) => ({
            key: level,
            title: t(`levels.${level}.name`),
            text: t(`levels.${level}.perk`),
          }))}
        />
      </section>
      <section aria-labelledby="vip-perks">
        <h2 id="vip-perks">{t('perksHeading')}</h2>
        <CardGrid
          items={PERKS.map((perk) => ({
            key: perk,
            title: t(`perks.${perk}.title`),
            text: t(`perks.${perk}.text`),
          }))}
        />
      </section>
    </>
  );
}
