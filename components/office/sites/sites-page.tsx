'use client';

import { useTranslations } from 'next-intl';
import { SectionGate } from '../section-gate';
import { Mirrors } from './mirrors';
import { RedirectRules } from './redirect-rules';
import styles from '../office.module.css';

/** `/office/marketing/sites`: the mirrors and the redirect rules (`marketing.manage`). */
export function SitesPage() {
  const t = useTranslations('office.sites');
  return (
    <SectionGate section="marketing">
      <div className={styles.page}>
        <h1>{t('title')}</h1>
        <Mirrors />
        <RedirectRules />
      </div>
    </SectionGate>
  );
}
