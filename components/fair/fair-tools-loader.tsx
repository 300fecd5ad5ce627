'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';

/** What stands in for the tools while their code loads. */
function Loading() {
  const t = useTranslations('Dialog');
  return (
    <p className="panel muted" role="status" aria-busy="true">
      {t('loading')}
    </p>
  );
}

/**
 * `FairTools`, loaded after the page: the verifier brings every game definition, zod and the
 * HMAC code (about 45 KB gzip), which the explanation above it does not need. The tools read the
 * query string, so they were never in the prerendered HTML anyway.
 */
export const FairToolsLoader = dynamic(
  () => import('./fair-tools').then((module) => module.FairTools),
  { ssr: false, loading: Loading },
);
