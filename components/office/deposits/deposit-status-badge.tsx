'use client';

import { useTranslations } from 'next-intl';
import type { InvoiceStatusName } from '@/lib/constants/payments';
import styles from '../office.module.css';

const TONES: Record<InvoiceStatusName, 'success' | 'failure' | 'pending'> = {
  pending: 'pending',
  paid: 'success',
  failed: 'failure',
  expired: 'failure',
  refunded: 'failure',
};

/** A deposit's status as a badge: waiting for the provider, paid, failed, expired or refunded. */
export function DepositStatusBadge({ status }: { status: InvoiceStatusName }) {
  const t = useTranslations('office.deposits.status');
  return (
    <span className={styles.badge} data-tone={TONES[status]}>
      {t(status)}
    </span>
  );
}
