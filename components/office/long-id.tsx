'use client';

import { useTranslations } from 'next-intl';
import { CopyButton } from './sign-in/copy-button';
import styles from './office.module.css';

/** Characters kept of a long id: its start and its end, enough to tell rows apart by eye. */
const HEAD = 8;
const TAIL = 4;

/** `value` shortened to its start and end (`sbx_0123…cdef`); a short one as it is. */
export function shortened(value: string): string {
  return value.length <= HEAD + TAIL + 1 ? value : `${value.slice(0, HEAD)}…${value.slice(-TAIL)}`;
}

/**
 * A long id in a list's cell (a provider's invoice number, a hash) on one line: shortened in
 * monospace with the whole of it in a tooltip, and a button that copies the whole of it, so a
 * narrow column is not stretched over many lines by one id. `copyName` names the button.
 */
export function LongId({ value, copyName }: { value: string; copyName: string }) {
  const t = useTranslations('office.copy');
  return (
    <span className={styles.longId}>
      <span className={styles.mono} title={value}>
        {shortened(value)}
      </span>
      <CopyButton text={value} label={t('copy')} name={copyName} />
    </span>
  );
}
