import { useTranslations } from 'next-intl';
import { DefaultChrome } from '@/components/layout/default-chrome';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { Link } from '@/lib/i18n/navigation';

/** The translated 404 page: `Page not found: {path}` in the default layout. */
export default function NotFound() {
  const t = useTranslations('NotFound');
  return (
    <DefaultChrome>
      <div className="page-heading centered">
        <p className="eyebrow">404</p>
        <h1>{t('title')}</h1>
        <NotFoundMessage />
        <Link className="btn btn-primary" href="/">
          {t('home')}
        </Link>
      </div>
    </DefaultChrome>
  );
}
