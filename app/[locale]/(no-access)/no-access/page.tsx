import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { publicEnv } from '@/lib/env/public';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('NoAccess', '/no-access', { noIndex: true });

/** Shown when the visitor's region is blocked (spec §2, §4). */
export default async function NoAccessPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('NoAccess');
  return (
    <PageHeading title={t('heading')} lead={t('text')}>
      <p className="muted">{t('vpn')}</p>
      <a className="btn btn-ghost" href={`mailto:${publicEnv.supportEmail}`}>
        {t('contact')}
      </a>
    </PageHeading>
  );
}
