'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { csvFileName, toCsv, type CsvValue } from '@/lib/office/csv';
import { EXPORT_ROW_LIMIT } from '@/lib/office/read-every-page';
import styles from './office.module.css';

type Outcome =
  { kind: 'busy' } | { kind: 'done'; count: number; capped: boolean } | { kind: 'failed' };

/** Hands `text` to the browser as a download named `name`. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Download CSV": the rows `read` gives (the loaded ones, or every page of the same query), at
 * most `EXPORT_ROW_LIMIT` of them, as a CSV of `header` and `cells` named after the list and the
 * day. Says when it is busy, how many rows went out, when the file was cut, and when it failed.
 */
export function ListExport<T>({
  name,
  header,
  cells,
  read,
}: {
  name: string;
  header: readonly string[];
  cells: (row: T) => CsvValue[];
  read: () => Promise<readonly T[]>;
}) {
  const t = useTranslations('office.list');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function download() {
    setOutcome({ kind: 'busy' });
    try {
      const rows = await read();
      const kept = rows.slice(0, EXPORT_ROW_LIMIT);
      saveFile(csvFileName(name), toCsv([header, ...kept.map(cells)]));
      setOutcome({ kind: 'done', count: kept.length, capped: rows.length > kept.length });
    } catch {
      setOutcome({ kind: 'failed' });
    }
  }

  return (
    <>
      {/* A live region present from the start, so its news is read out; not a `status` role,
          which the page's own outcome line holds. */}
      <span aria-live="polite" className={styles.exportNote}>
        {outcome?.kind === 'busy'
          ? t('exporting')
          : outcome?.kind === 'done'
            ? outcome.capped
              ? t('exportCapped', { limit: EXPORT_ROW_LIMIT })
              : t('exported', { count: outcome.count })
            : null}
      </span>
      {outcome?.kind === 'failed' ? (
        <span role="alert" className={styles.exportNote}>
          {t('exportFailed')}
        </span>
      ) : null}
      <button
        type="button"
        className="btn btn-ghost"
        disabled={outcome?.kind === 'busy'}
        onClick={() => void download()}
      >
        {t('download')}
      </button>
    </>
  );
}
