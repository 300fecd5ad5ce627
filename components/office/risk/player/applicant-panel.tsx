'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useOfficeFormat } from '../../use-office-format';
import type { PlayerKyc } from './player-kyc-types';
import styles from '../../office.module.css';
import riskStyles from '../risk.module.css';

const ANSWER_TONE = { GREEN: 'success', RED: 'failure' } as const;

/**
 * The provider's applicant: the level it is verified on, its review (answer, rejection, labels,
 * the comment to the player and the staff-only one), the person as the provider read the
 * documents, and what we keep of them (legal name, date of birth, the last screening).
 */
export function ApplicantPanel({ kyc }: { kyc: PlayerKyc }) {
  const t = useTranslations('office.riskPlayer.applicant');
  const format = useOfficeFormat();
  const { applicant, player } = kyc;
  const fact = (label: string, value: ReactNode) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value ?? '—'}</dd>
    </div>
  );

  const onFile = (
    <dl className={riskStyles.facts}>
      {fact(t('legalName'), player.legal_name)}
      {fact(t('birthDate'), player.birth_date)}
      {fact(
        t('screenedAt'),
        player.screened_at ? format.dateTime(player.screened_at) : t('notScreened'),
      )}
    </dl>
  );

  if (!applicant) {
    return (
      <>
        <p className="muted">{t('none')}</p>
        <h3>{t('onFile')}</h3>
        {onFile}
      </>
    );
  }
  const { review, info } = applicant;
  return (
    <>
      <dl className={riskStyles.facts}>
        {fact(t('provider'), applicant.provider)}
        {fact(t('applicantId'), <span className={styles.mono}>{applicant.applicant_id}</span>)}
        {fact(t('levelName'), <span className={styles.mono}>{applicant.level_name}</span>)}
        {fact(t('reviewStatus'), <span className={styles.mono}>{applicant.review_status}</span>)}
        {fact(
          t('answer'),
          review.answer ? (
            <span className={styles.badge} data-tone={ANSWER_TONE[review.answer]}>
              {t(`answers.${review.answer}`)}
            </span>
          ) : (
            t('noAnswer')
          ),
        )}
        {review.reject_type ? fact(t('rejectType'), t(`rejectTypes.${review.reject_type}`)) : null}
        {fact(t('updated'), format.dateTime(applicant.updated_at))}
      </dl>
      {review.labels.length > 0 ? (
        <div>
          <h3 id="risk-labels">{t('labels')}</h3>
          <ul className={riskStyles.labels} aria-labelledby="risk-labels">
            {review.labels.map((label) => (
              <li key={label}>
                <code>{label}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {review.comment ? (
        <div>
          <h3>{t('comment')}</h3>
          <blockquote className={riskStyles.comment}>{review.comment}</blockquote>
        </div>
      ) : null}
      {applicant.client_comment ? (
        <div>
          <h3>{t('clientComment')}</h3>
          <blockquote className={riskStyles.comment} data-audience="staff">
            {applicant.client_comment}
          </blockquote>
        </div>
      ) : null}
      <h3>{t('person')}</h3>
      <dl className={riskStyles.facts}>
        {fact(t('firstName'), info.first_name)}
        {fact(t('lastName'), info.last_name)}
        {fact(t('dob'), info.dob)}
        {fact(t('country'), info.country)}
      </dl>
      <h3>{t('onFile')}</h3>
      {onFile}
    </>
  );
}
