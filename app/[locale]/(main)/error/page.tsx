import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { Link } from '@/lib/i18n/navigation';

export const generateMetadata = pageMetadataFrom('ErrorPage', '/error', { noIndex: true });

/** Where fatal and unhandled errors send the visitor (spec §2, §8). */
export default async function ErrorPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('ErrorPage');
  return (
    <PageHeading title={t('heading')} lead={t('text')}>
      <div className="actions">
        <Link className="btn btn-primary" href="/">
          {t('home')}
        </Link>
        <Link className="btn btn-ghost" href="/faq">
          {t('help')}
        </Link>
      </div>
    </PageHeading>
  );
}
