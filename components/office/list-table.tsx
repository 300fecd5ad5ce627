'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FormAlert } from './form-alert';
import styles from './office.module.css';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The header is for screen readers only (a column of buttons). */
  hiddenHeader?: boolean;
};

/**
 * One list of the back office: a plain table with its columns declared once, a loading line, an
 * error with a retry, and an empty state. On a phone each row reads as a card, each cell under
 * its column's name. (TanStack Table comes with the back-office issue.)
 */
export function ListTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  error,
  onRetry,
  empty,
}: {
  caption: string;
  columns: readonly Column<T>[];
  /** Undefined while the first page loads. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  error?: unknown;
  onRetry?: () => void;
  empty: string;
}) {
  const t = useTranslations('office.list');
  if (!rows) {
    return error ? (
      <div className={styles.row}>
        <FormAlert message={t('loadError')} />
        {onRetry ? (
          <button type="button" className="btn btn-ghost" onClick={onRetry}>
            {t('retry')}
          </button>
        ) : null}
      </div>
    ) : (
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    );
  }
  if (rows.length === 0) {
    return (
      <p role="status" className={styles.empty}>
        {empty}
      </p>
    );
  }
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.hiddenHeader ? (
                <span className="visually-hidden">{column.header}</span>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.key} data-label={column.hiddenHeader ? undefined : column.header}>
                {/* One box, so a phone's card keeps the cell beside its column's name. */}
                <div>{column.cell(row)}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
