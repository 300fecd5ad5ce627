'use client';

import { useTranslations } from 'next-intl';
import styles from './office.module.css';

/**
 * Newer / older pages of a list read by cursor: the cursors walked so far are a stack, so
 * "newer" goes back one without the API having to page backwards. A cursor is a row's id, or an
 * opaque string where the list has no single ordered id (a player's bets of every product).
 */
export function CursorPager<C extends number | string>({
  label,
  trail,
  next,
  onChange,
}: {
  label: string;
  /** Cursors of the pages before this one; empty on the first. */
  trail: readonly C[];
  /** The cursor of the next (older) page; null on the last. */
  next: C | null | undefined;
  onChange: (trail: C[]) => void;
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
