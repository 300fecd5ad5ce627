'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { reloadOnChunkError } from '@/lib/pwa/chunk-errors';

/**
 * An unhandled error anywhere under a language sends the visitor to /error (spec §2, §8).
 * On /error itself it shows the message in place, so a broken error page cannot loop. A failed
 * chunk load (a deploy replaced the build) reloads the route instead (spec §8), once in 10 s.
 */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('ErrorPage');
  const router = useRouter();
  const pathname = usePathname();
  const onErrorPage = pathname === '/error';

  useEffect(() => {
    console.error(error);
    if (reloadOnChunkError(error)) return;
    if (!onErrorPage) router.replace('/error');
  }, [error, onErrorPage, router]);

  return (
    <div className="content">
      <div className="page-heading centered">
        <h1>{t('heading')}</h1>
        <p className="lead">{t('text')}</p>
      </div>
    </div>
  );
}
