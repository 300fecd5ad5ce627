import { getTranslations } from 'next-intl/server';
import { GuestOnly } from '@/components/auth/guest-only';
import { CardGrid } from '@/components/ui/card-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { OpenModalButton } from '@/components/ui/open-modal-button';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('Bonuses', '/bonuses');

const KINDS = ['welcomePack', 'freeSpins', 'promo'] as const;

export default async function BonusesPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Bonuses');
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <CardGrid
        items={KINDS.map((kind) => ({
          key: kind,
          title: t(`kinds.${kind}.title`),
          text: t(`kinds.${kind}.text`),
        }))}
      />
      {/* The invitation to log in is for guests; a player reads where their bonuses will be. */}
      <EmptyState
        title={t('emptyTitle')}
        text={<GuestOnly fallback={t('emptyTextPlayer')}>{t('emptyText')}</GuestOnly>}
        action={
          <GuestOnly>
            <OpenModalButton modal="Login">{t('login')}</OpenModalButton>
          </GuestOnly>
        }
      />
    </>
  );
}
