'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/errors';
import { officeApi } from '@/lib/api/office';
import { liftKycRequirement, requestKycLevel } from '@/lib/api/office-risk';
import { formReader } from '@/lib/forms/form-reader';
import { DecisionDialog } from '../../decision-dialog';
import { FormAlert } from '../../form-alert';
import { ListTable, type Column } from '../../list-table';
import { useOfficeError } from '../../use-office-error';
import { useOfficeFormat } from '../../use-office-format';
import type { KycRequirement, PlayerChange, PlayerKyc } from './player-kyc-types';
import { useWho } from '../use-who';
import styles from '../../office.module.css';
import riskStyles from '../risk.module.css';

const LEVELS = [1, 2, 3] as const;
const STATUS_TONE = {
  init: 'neutral',
  user_pending: 'pending',
  pending: 'pending',
  failed: 'failure',
  success: 'success',
};

/**
 * Where the player's verification stands: the level verified and the level asked, why each
 * level is asked (lifted with a reason), and a form asking for another level.
 */
export function VerificationPanel({
  kyc,
  onChange,
}: {
  kyc: PlayerKyc;
  onChange: (change: PlayerChange) => Promise<void> | void;
}) {
  const t = useTranslations('office.riskPlayer.verification');
  const tr = useTranslations('office.risk');
  const format = useOfficeFormat();
  const who = useWho();
  const [lifting, setLifting] = useState<KycRequirement | null>(null);
  const { player } = kyc;
  const levelWords = (level: number) => (level === 0 ? t('none') : tr(`levels.${level as 1}`));
  const source = (row: KycRequirement) => t(`sources.${row.source}`);

  async function lift(requirement: KycRequirement, reason: string) {
    try {
      const answer = await liftKycRequirement(officeApi(), player.id, requirement.id, reason);
      setLifting(null);
      await onChange({ kyc: answer, text: t('lifted'), tone: 'info' });
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        error.code === 'requirement_lifted'
      ) {
        setLifting(null);
        await onChange({ text: t('alreadyLifted'), tone: 'error' });
        return;
      }
      throw error;
    }
  }

  const columns: Column<KycRequirement>[] = [
    { key: 'level', header: t('columns.level'), cell: (row) => levelWords(row.level) },
    {
      key: 'source',
      header: t('columns.source'),
      cell: (row) => (
        <>
          {source(row)}
          {row.reason ? <span className={styles.sub}>{row.reason}</span> : null}
        </>
      ),
    },
    {
      key: 'asked',
      header: t('columns.asked'),
      cell: (row) => (
        <>
          {who(row.created_by)}
          <span className={styles.sub}>{format.dateTime(row.created_at)}</span>
        </>
      ),
    },
    {
      key: 'lifted',
      header: t('columns.lifted'),
      cell: (row) =>
        row.lifted_at ? (
          <>
            {row.lifted_by ? who(row.lifted_by) : t('liftedYes')}
            <span className={styles.sub}>{format.dateTime(row.lifted_at)}</span>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={t('liftOne', { level: row.level, source: source(row) })}
            onClick={() => setLifting(row)}
          >
            {t('lift')}
          </button>
        ),
    },
  ];

  return (
    <>
      <dl className={riskStyles.facts}>
        <div>
          <dt>{t('verified')}</dt>
          <dd>{levelWords(player.kyc_level)}</dd>
        </div>
        <div>
          <dt>{t('asked')}</dt>
          <dd>{levelWords(player.required_level)}</dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd>
            <span className={styles.badge} data-tone={STATUS_TONE[player.status]}>
              {t(`statuses.${player.status}`)}
            </span>
          </dd>
        </div>
      </dl>
      <h3>{t('requirements')}</h3>
      <ListTable
        caption={t('requirements')}
        columns={columns}
        rows={kyc.requirements}
        rowKey={(row) => row.id}
        empty={t('noRequirements')}
      />
      <AskLevelForm
        userId={player.id}
        suggested={Math.min(3, Math.max(1, player.kyc_level + 1))}
        onAsked={(answer, level) =>
          onChange({ kyc: answer, text: t('askedDone', { level }), tone: 'info' })
        }
      />
      {lifting ? (
        <DecisionDialog
          title={t('liftTitle')}
          summary={<p>{t('liftSummary', { level: lifting.level, source: source(lifting) })}</p>}
          submitLabel={t('lift')}
          noteRequired
          noteField="reason"
          onSubmit={(reason) => lift(lifting, reason)}
          onClose={() => setLifting(null)}
        />
      ) : null}
    </>
  );
}

/** Asks the player for a level, with the reason for the record. */
function AskLevelForm({
  userId,
  suggested,
  onAsked,
}: {
  userId: number;
  suggested: number;
  onAsked: (answer: PlayerKyc, level: number) => Promise<void> | void;
}) {
  const t = useTranslations('office.riskPlayer.verification');
  const tr = useTranslations('office.risk');
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const { field, message } = useOfficeError(error, ['level', 'reason']);
  const reasonError = missing ? t('reasonRequired') : field('reason');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const read = formReader(form);
    const reason = read('reason').trim();
    const level = Number(read('level'));
    if (!reason) {
      setMissing(true);
      form.querySelector('textarea')?.focus();
      return;
    }
    setMissing(false);
    setPending(true);
    setError(null);
    try {
      const answer = await requestKycLevel(officeApi(), userId, { level, reason });
      form.reset();
      await onAsked(answer, level);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={riskStyles.form} onSubmit={submit} noValidate aria-labelledby="risk-ask-title">
      <h3 id="risk-ask-title">{t('ask')}</h3>
      <FormAlert message={message} />
      <div className="field">
        <label htmlFor="risk-ask-level">{t('askLevel')}</label>
        <select
          id="risk-ask-level"
          name="level"
          defaultValue={suggested}
          aria-invalid={field('level') ? true : undefined}
          aria-describedby={field('level') ? 'risk-ask-level-error' : undefined}
        >
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {tr(`levels.${level}`)}
            </option>
          ))}
        </select>
        {field('level') ? (
          <p id="risk-ask-level-error" className="field-error">
            {field('level')}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="risk-ask-reason">{t('askReason')}</label>
        <textarea
          id="risk-ask-reason"
          name="reason"
          rows={2}
          maxLength={500}
          required
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={
            reasonError ? 'risk-ask-reason-error risk-ask-reason-hint' : 'risk-ask-reason-hint'
          }
        />
        <p id="risk-ask-reason-hint" className="field-hint">
          {t('askHint')}
        </p>
        {reasonError ? (
          <p id="risk-ask-reason-error" className="field-error">
            {reasonError}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? t('sending') : t('askSubmit')}
      </button>
    </form>
  );
}
