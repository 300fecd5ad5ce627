import { getTranslations } from 'next-intl/server';
import { WelcomePackView } from '@/components/bonus/welcome-pack-view';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('WelcomePack', '/welcome-pack');

const STEPS = ['register', 'deposit', 'bonus', 'wager'] as const;

/** /welcome-pack: how it works (static), then the pack's steps and the visitor's period. */
export default async function WelcomePackPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('WelcomePack');
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <WelcomePackView />
      <section aria-labelledby="welcome-steps">
        <h2 id="welcome-steps">{t('stepsHeading')}</h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step}>{t(`steps.${step}`)}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
