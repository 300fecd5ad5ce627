import { useTranslations } from 'next-intl';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { Link } from '@/lib/i18n/navigation';

/** The translated 404 (`Page not found: {path}`), inside whichever layout caught it. */
export function NotFoundContent() {
  const t = useTranslations('NotFound');
  return (
    <div className="page-heading centered">
      <p className="eyebrow">404</p>
      <h1>{t('title')}</h1>
      <NotFoundMessage />
      <Link className="btn btn-primary" href="/">
        {t('home')}
      </Link>
    </div>
  );
}
