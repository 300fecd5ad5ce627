'use client';

import {
  columnVisibilityFeature,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import type { CsvValue } from '@/lib/office/csv';
import type { ListSort } from '@/lib/office/list-sort';
import { FormAlert } from './form-alert';
import { ListColumnsMenu, type ColumnChoice } from './list-columns-menu';
import { ListExport } from './list-export';
import { useColumnChoice } from './use-column-choice';
import styles from './office.module.css';

export type { ListSort };

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The header is for screen readers only (a column of buttons). */
  hiddenHeader?: boolean;
  /** Always shown: the "Columns" menu cannot hide it. */
  required?: boolean;
  /**
   * The field the list's API sorts by: with the list's `onSortChange` the header becomes a
   * button that asks for it. Only for fields the API (or a list held whole) really sorts by.
   */
  sort?: string;
  /**
   * The cell in a CSV export; by default the cell itself when it is text or a number. `false`,
   * or a column with a hidden header (buttons) and no `csv`, stays out of the file.
   */
  csv?: ((row: T) => CsvValue) | false;
};

/** The grid's features: which columns show, and the order the server was asked for. */
const features = tableFeatures({ columnVisibilityFeature, rowSortingFeature });
const NO_ROWS: readonly never[] = [];

/** A column's value in a CSV export. */
function csvValue<T>(column: Column<T>, row: T): CsvValue {
  if (column.csv) return column.csv(row);
  const cell = column.cell(row);
  return typeof cell === 'string' || typeof cell === 'number' ? cell : '';
}

const exported = <T,>(column: Column<T>) =>
  column.csv !== false && (column.csv !== undefined || !column.hiddenHeader);

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * One list of the back office on TanStack Table: columns declared once, a loading line, an error
 * with a retry, an empty state; on a phone each row reads as a card, each cell under its column's
 * name. The server pages, sorts and filters (the grid's sorting is manual); a list turns on what
 * it needs: `storageKey` a "Columns" menu remembered per list, `onSortChange` sortable headers,
 * `exportName` a CSV download of the loaded rows or, with `exportAll`, of every page.
 */
export function ListTable<T extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  error,
  onRetry,
  empty,
  storageKey,
  sort,
  onSortChange,
  exportName,
  exportAll,
}: {
  caption: string;
  columns: readonly Column<T>[];
  /** Undefined while the first page loads. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  error?: unknown;
  onRetry?: () => void;
  empty: string;
  /** Turns on the "Columns" menu; the choice is kept in localStorage under this name. */
  storageKey?: string;
  /** The order the rows came in, shown on its column's header (`aria-sort`). */
  sort?: ListSort | null;
  /** Called when a sortable header is pressed; the list asks its API for that order. */
  onSortChange?: (sort: ListSort) => void;
  /** Turns on "Download CSV"; the file is `<exportName>-<date>.csv`. */
  exportName?: string;
  /** Every row of the same query (all pages, through the cursor) for the CSV; else the loaded rows. */
  exportAll?: () => Promise<readonly T[]>;
}) {
  const t = useTranslations('office.list');
  const required = columns.filter((column) => column.required).map((column) => column.key);
  const [columnVisibility, onColumnVisibilityChange] = useColumnChoice(storageKey, required);
  const sortKey = sort ? columns.find((column) => column.sort === sort.field)?.key : undefined;
  const sorting: SortingState =
    sort && sortKey ? [{ id: sortKey, desc: sort.direction === 'desc' }] : [];

  const definitions = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, T> => ({
        id: column.key,
        header: column.header,
        accessorFn: (row) => csvValue(column, row),
        cell: ({ row }) => column.cell(row.original),
        enableHiding: !column.required,
        enableSorting: Boolean(column.sort && onSortChange),
        sortDescFirst: false,
      })),
    [columns, onSortChange],
  );

  function onSortingChange(updater: Updater<SortingState>) {
    const [next] = functionalUpdate(updater, sorting);
    const field = next && columns.find((column) => column.key === next.id)?.sort;
    if (field) onSortChange?.({ field, direction: next.desc ? 'desc' : 'asc' });
  }

  const table = useTable({
    features,
    columns: definitions,
    data: rows ?? NO_ROWS,
    getRowId: (row) => String(rowKey(row)),
    state: { columnVisibility, sorting },
    onColumnVisibilityChange,
    onSortingChange,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
  });

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

  const byKey = new Map(columns.map((column) => [column.key, column]));
  const visible = table.getVisibleLeafColumns();
  const choices: ColumnChoice[] = table.getAllLeafColumns().map((column) => ({
    key: column.id,
    header: byKey.get(column.id)?.header ?? column.id,
    visible: column.getIsVisible(),
    canHide: column.getCanHide() && !(column.getIsVisible() && visible.length === 1),
    toggle: (value) => column.toggleVisibility(value),
  }));
  const exportColumns = visible
    .map((column) => byKey.get(column.id))
    .filter((column): column is Column<T> => Boolean(column && exported(column)));

  return (
    <>
      {storageKey || exportName ? (
        <div className={styles.listTools}>
          {exportName ? (
            <ListExport
              name={exportName}
              header={exportColumns.map((column) => column.header)}
              cells={(row: T) => exportColumns.map((column) => csvValue(column, row))}
              read={exportAll ?? (() => Promise.resolve(rows))}
            />
          ) : null}
          {storageKey ? <ListColumnsMenu choices={choices} /> : null}
        </div>
      ) : null}
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map(({ id, column }) => {
                const header = byKey.get(id)?.header ?? id;
                const sorted = column.getIsSorted();
                if (column.getCanSort()) {
                  return (
                    <th key={id} scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={column.getToggleSortingHandler()}
                      >
                        {header}
                        <span aria-hidden="true" data-sorted={sorted || undefined}>
                          {sorted === 'desc' ? '▼' : sorted === 'asc' ? '▲' : '↕'}
                        </span>
                      </button>
                    </th>
                  );
                }
                return (
                  <th key={id} scope="col">
                    {byKey.get(id)?.hiddenHeader ? (
                      <span className="visually-hidden">{header}</span>
                    ) : (
                      header
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => {
                const column = byKey.get(cell.column.id);
                return (
                  <td key={cell.id} data-label={column?.hiddenHeader ? undefined : column?.header}>
                    {/* One box, so a phone's card keeps the cell beside its column's name. The
                        cell is called, not rendered as a component: a list whose columns are
                        built anew each render would otherwise remount every cell (a focused
                        button lost its focus, a click landed on a detached one). */}
                    <div>{column?.cell(row.original)}</div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
