import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, intlLocales } from '@/lib/i18n/config';

// Requests that never reach a language (paths the middleware skips, such as a missing file)
// end here, outside app/[locale]; they get a plain page in the default language.
export default async function GlobalNotFound() {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'NotFound' });
  return (
    <html lang={intlLocales[defaultLocale]}>
      <body>
        <main className="content">
          <div className="page-heading centered">
            <p className="eyebrow">404</p>
            <h1>{t('title')}</h1>
            <Link className="btn btn-primary" href="/">
              {t('home')}
            </Link>
          </div>
        </main>
      </body>
    </html>
  );
}
