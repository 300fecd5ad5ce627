'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { ResponsibleCopy } from './responsible-copy';

function Loading() {
  const t = useTranslations('Protection');
  return (
    <p className="muted" role="status" aria-busy="true">
      {t('loading')}
    </p>
  );
}

/**
 * The Responsible gaming page's controls, in a chunk of their own: they show only once the
 * signed-in player is known, so nothing of them belongs in the page's first load.
 */
const Body = dynamic(() => import('./responsible-body').then((module) => module.ResponsibleBody), {
  ssr: false,
  loading: Loading,
});

/** The page's sections: the server's explanations (`copy`) with the controls between them. */
export function ResponsibleGaming(copy: ResponsibleCopy) {
  return <Body {...copy} />;
}
