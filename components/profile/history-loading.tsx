'use client';

import { useTranslations } from 'next-intl';
import styles from './history.module.css';

/** A history list before its first page: loading, or why not with a retry. */
export function HistoryLoading({
  failed,
  loading,
  loadError,
  onRetry,
}: {
  failed: boolean;
  loading: string;
  loadError: string;
  onRetry: () => void;
}) {
  const t = useTranslations('Profile.history');
  return failed ? (
    <div role="alert" className={styles.problem}>
      <p className="muted">{loadError}</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  ) : (
    <p className="muted" role="status" aria-busy="true">
      {loading}
    </p>
  );
}
