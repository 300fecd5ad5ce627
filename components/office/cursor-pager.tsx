'use client';

import { useTranslations } from 'next-intl';
import styles from './office.module.css';

/**
 * Newer / older pages of a list read by cursor: the cursors walked so far are a stack, so
 * "newer" goes back one without the API having to page backwards.
 */
export function CursorPager({
  label,
  trail,
  next,
  onChange,
}: {
  label: string;
  /** Cursors of the pages before this one; empty on the first. */
  trail: readonly number[];
  /** The cursor of the next (older) page; null on the last. */
  next: number | null | undefined;
  onChange: (trail: number[]) => void;
}) {
  const t = useTranslations('office.list');
  if (trail.length === 0 && !next) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={trail.length === 0}
        onClick={() => onChange(trail.slice(0, -1))}
      >
        {t('newer')}
      </button>
      <span>{t('page', { page: trail.length + 1 })}</span>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={!next}
        onClick={() => next && onChange([...trail, next])}
      >
        {t('older')}
      </button>
    </nav>
  );
}
