'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { CopyButton } from './copy-button';
import styles from '../office.module.css';

/**
 * The ten recovery codes of a new enrolment, shown this once: copy them or save them as a text
 * file, and say so before the office opens.
 */
export function RecoveryCodes({
  email,
  codes,
  onContinue,
}: {
  email: string;
  codes: readonly string[];
  onContinue: () => void;
}) {
  const t = useTranslations('office.signIn.codes');
  const [saved, setSaved] = useState(false);
  const hintId = useId();
  const text = `${t('fileHeading', { email })}\n\n${codes.join('\n')}\n`;

  return (
    <div className={styles.form}>
      <h2>{t('title')}</h2>
      <p className="muted">{t('lead')}</p>
      <ol className={styles.codes} aria-label={t('listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.row}>
        <CopyButton text={codes.join('\n')} label={t('copy')} />
        <a
          className="btn btn-ghost"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="arcada-office-recovery-codes.txt"
        >
          {t('download')}
        </a>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={saved}
          aria-describedby={hintId}
          onChange={(event) => setSaved(event.currentTarget.checked)}
        />
        {t('saved')}
      </label>
      <p id={hintId} className="field-hint">
        {t('savedHint')}
      </p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={!saved}
        onClick={onContinue}
      >
        {t('continue')}
      </button>
    </div>
  );
}
