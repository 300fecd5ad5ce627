'use client';

import { useTranslations } from 'next-intl';
import { SectionGate } from '../section-gate';
import { VipLadderForm } from './vip-ladder-form';
import { VipRequests } from './vip-requests';
import styles from '../office.module.css';

/** `/office/vip`: the VIP club's join requests and its ladder (`vip.manage`). */
export function VipPage() {
  const t = useTranslations('office.vip');
  return (
    <SectionGate section="vip">
      <div className={styles.page}>
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
        <VipRequests />
        <VipLadderForm />
      </div>
    </SectionGate>
  );
}
