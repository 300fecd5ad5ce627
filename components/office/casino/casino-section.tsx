'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SectionGate } from '../section-gate';
import { CasinoTabs } from './casino-tabs';
import officeStyles from '../office.module.css';

/**
 * `/office/casino/*` (`casino.manage`): the section's heading and tabs around one page: games,
 * studios, sync, free spins, reconciliation, round look-up.
 */
export function CasinoSection({ children }: { children: ReactNode }) {
  return (
    <SectionGate section="casino">
      <CasinoFrame>{children}</CasinoFrame>
    </SectionGate>
  );
}

function CasinoFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('office.casino');
  return (
    <div className={officeStyles.page}>
      <h1>{t('title')}</h1>
      <CasinoTabs />
      {children}
    </div>
  );
}
