'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { WhenNear } from '@/components/ui/when-near';
import { CRASH_QUERY, ROOMS_QUERY } from './tool-queries';

/** What stands in for the tools while their code loads (not before: nothing is busy then). */
function Loading() {
  const t = useTranslations('Dialog');
  return (
    <p className="panel muted" role="status" aria-busy="true">
      {t('loading')}
    </p>
  );
}

const FairTools = dynamic(() => import('./fair-tools').then((module) => module.FairTools), {
  ssr: false,
  loading: Loading,
});

/**
 * `FairTools`, loaded when the reader comes near it: the verifier brings every game definition,
 * zod and the HMAC code (about 45 KB gzip), which the explanation above it does not need. A bet's
 * "Verify" link (its query string) loads it at once. The tools read the query string, so they
 * were never in the prerendered HTML anyway.
 */
export function FairToolsLoader() {
  const query = useSearchParams();
  const asked = [...query.keys()].some((key) => key !== CRASH_QUERY && key !== ROOMS_QUERY);
  return (
    <WhenNear eager={asked}>
      <FairTools />
    </WhenNear>
  );
}
