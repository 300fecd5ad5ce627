'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import { FormAlert } from './form-alert';
import styles from './office.module.css';
import riskStyles from './risk/risk.module.css';

type Namespace = 'office.players.page' | 'office.riskPlayer';

/**
 * A player's page in the office (the Players desk, the risk view) until its answer is here: the
 * way back and the title, then loading, "no such player" or a failure with a retry. `namespace`
 * names the page's copy (`back`, `title`, `notFound`, `loadError`, `retry`, `loading`).
 */
export function PlayerFrame({
  namespace,
  backHref,
  userId,
  error,
  onRetry,
  children,
}: {
  namespace: Namespace;
  backHref: string;
  userId: number;
  error: unknown;
  onRetry: () => void;
  /** The page once its answer is here; nothing while it is not. */
  children?: ReactNode;
}) {
  const t = useTranslations(namespace);
  const heading = (
    <header className={riskStyles.header}>
      <Link href={backHref} className={riskStyles.back}>
        {t('back')}
      </Link>
      <h1>{t('title', { id: userId })}</h1>
    </header>
  );
  if (children) {
    return (
      <div className={styles.page}>
        {heading}
        {children}
      </div>
    );
  }
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className={styles.page}>
      {heading}
      {error ? (
        <div className={styles.row}>
          <FormAlert message={missing ? t('notFound', { id: userId }) : t('loadError')} />
          {missing ? null : (
            <button type="button" className="btn btn-ghost" onClick={onRetry}>
              {t('retry')}
            </button>
          )}
        </div>
      ) : (
        <p role="status" className={styles.loading}>
          {t('loading')}
        </p>
      )}
    </div>
  );
}
