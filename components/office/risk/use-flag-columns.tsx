'use client';

import { useTranslations } from 'next-intl';
import type { Column } from '../list-table';
import { useOfficeFormat } from '../use-office-format';
import { describeEvidence, type EvidenceWords } from './evidence';
import { DECIDABLE, FLAG_TONE, type RiskFlag } from './flag-types';
import { useAge } from './use-age';
import { useWho } from './use-who';
import styles from '../office.module.css';
import riskStyles from './risk.module.css';

/** A flag's evidence in plain words (`office.risk.evidence`). */
export function useEvidenceWords() {
  const t = useTranslations('office.risk.evidence');
  const format = useOfficeFormat();
  const words = t as unknown as EvidenceWords;
  return (flag: Pick<RiskFlag, 'kind' | 'evidence'>) =>
    describeEvidence(flag.kind, flag.evidence, words, format);
}

/**
 * The columns every list of flags shows (the queue adds its player): when it was raised, its
 * kind, its evidence in words with the raw evidence one click away, its status and decision,
 * and the button that opens the decision.
 */
export function useFlagColumns<T extends RiskFlag>(onDecide: (flag: T) => void) {
  const t = useTranslations('office.risk');
  const format = useOfficeFormat();
  const age = useAge();
  const who = useWho();
  const evidence = useEvidenceWords();
  const kind = (flag: RiskFlag) => t(`kinds.${flag.kind}`);

  const decision = (row: RiskFlag) =>
    row.decided_by
      ? t('decidedBy', {
          who: who(row.decided_by),
          when: row.decided_at ? format.dateTime(row.decided_at) : '',
        })
      : null;

  const raised: Column<T> = {
    key: 'raised',
    header: t('columns.raised'),
    csv: (row) => format.dateTime(row.created_at),
    cell: (row) => (
      <>
        {age(row.created_at)}
        <span className={styles.sub}>{format.dateTime(row.created_at)}</span>
      </>
    ),
  };
  const kindColumn: Column<T> = {
    key: 'kind',
    header: t('columns.kind'),
    required: true,
    csv: (row) => `${kind(row)} · ${t('flagNumber', { id: row.id })}`,
    cell: (row) => (
      <>
        {kind(row)}
        <span className={`${styles.sub} ${styles.mono}`}>{t('flagNumber', { id: row.id })}</span>
      </>
    ),
  };
  const evidenceColumn: Column<T> = {
    key: 'evidence',
    header: t('columns.evidence'),
    csv: (row) => `${evidence(row)} ${JSON.stringify(row.evidence)}`,
    cell: (row) => (
      <span className={riskStyles.evidence}>
        <span>{evidence(row)}</span>
        <details className={styles.details}>
          <summary>{t('evidence.show')}</summary>
          <pre>{JSON.stringify(row.evidence, null, 2)}</pre>
        </details>
      </span>
    ),
  };
  const status: Column<T> = {
    key: 'status',
    header: t('columns.status'),
    csv: (row) =>
      [t(`status.${row.status}`), decision(row), row.decision_reason].filter(Boolean).join(' · '),
    cell: (row) => (
      <>
        <span className={styles.badge} data-tone={FLAG_TONE[row.status]}>
          {t(`status.${row.status}`)}
        </span>
        {row.decided_by ? <span className={styles.sub}>{decision(row)}</span> : null}
        {row.decision_reason ? <span className={styles.sub}>{row.decision_reason}</span> : null}
      </>
    ),
  };
  const actions: Column<T> = {
    key: 'actions',
    header: t('columns.actions'),
    hiddenHeader: true,
    required: true,
    cell: (row) =>
      DECIDABLE.includes(row.status) ? (
        <button
          type="button"
          className="btn btn-primary"
          aria-label={t('decideOne', { kind: kind(row), id: row.id })}
          onClick={() => onDecide(row)}
        >
          {t('decide')}
        </button>
      ) : null,
  };
  return { raised, kind: kindColumn, evidence: evidenceColumn, status, actions };
}
