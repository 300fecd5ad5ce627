import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { GuestOnly } from '@/components/auth/guest-only';
import { OpenModalButton } from '@/components/ui/open-modal-button';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('WelcomePack', '/welcome-pack');

const STEPS = ['register', 'deposit', 'bonus', 'wager'] as const;

export default async function WelcomePackPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('WelcomePack');
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <section aria-labelledby="welcome-steps">
        <h2 id="welcome-steps">{t('stepsHeading')}</h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step}>{t(`steps.${step}`)}</li>
          ))}
        </ol>
      </section>
      <EmptyState
        title={t('emptyTitle')}
        text={t('emptyText')}
        action={
          <GuestOnly fallback={<OpenModalButton modal="PayIn">{t('ctaPlayer')}</OpenModalButton>}>
            <OpenModalButton modal="Register">{t('cta')}</OpenModalButton>
          </GuestOnly>
        }
      />
    </>
  );
}
