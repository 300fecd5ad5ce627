'use client';

import { useTranslations } from 'next-intl';
import styles from './office.module.css';

/**
 * The order a list's pages follow, which names the pager's buttons: `newest-first` (newer,
 * older), `earliest-first` (earlier, later: a queue, or events by kick-off); without one, the
 * pages are just previous and next (codes by their letters, a catalogue).
 */
export type CursorPagerOrder = 'newest-first' | 'earliest-first';

const LABELS = {
  'newest-first': { back: 'newer', forward: 'older' },
  'earliest-first': { back: 'earlier', forward: 'later' },
  pages: { back: 'previousPage', forward: 'nextPage' },
} as const;

/**
 * The pages of a list read by cursor, back and forward: the cursors walked so far are a stack,
 * so "back" goes back one without the API having to page backwards. A cursor is a row's id, or
 * an opaque string where the list has no single ordered id (a player's bets of every product).
 */
export function CursorPager<C extends number | string>({
  label,
  order,
  trail,
  next,
  onChange,
}: {
  label: string;
  /** What the list is ordered by, when it is by time; the buttons say so. */
  order?: CursorPagerOrder;
  /** Cursors of the pages before this one; empty on the first. */
  trail: readonly C[];
  /** The cursor of the next page; null on the last. */
  next: C | null | undefined;
  onChange: (trail: C[]) => void;
}) {
  const t = useTranslations('office.list');
  if (trail.length === 0 && !next) return null;
  const labels = LABELS[order ?? 'pages'];
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={trail.length === 0}
        onClick={() => onChange(trail.slice(0, -1))}
      >
        {t(labels.back)}
      </button>
      <span>{t('page', { page: trail.length + 1 })}</span>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={!next}
        onClick={() => next && onChange([...trail, next])}
      >
        {t(labels.forward)}
      </button>
    </nav>
  );
}
