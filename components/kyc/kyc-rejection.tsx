'use client';

import { useTranslations } from 'next-intl';
import { knownLabels } from '@/lib/kyc/reject-labels';
import type { KycAnswer } from '@/lib/kyc/view';
import styles from './kyc.module.css';

/**
 * The provider's rejection as the player reads it: each label in plain words (an unknown one as
 * "something else") and the reviewer's comment, which is written for the player.
 */
export function KycRejection({ review }: { review: NonNullable<KycAnswer['review']> }) {
  const t = useTranslations('VerificationModal');
  const labels = knownLabels(review.labels);
  return (
    <>
      {labels.length > 0 ? (
        <ul aria-label={t('whatToFix')}>
          {labels.map((label) => (
            <li key={label}>{t(`labels.${label}`)}</li>
          ))}
        </ul>
      ) : null}
      {review.comment ? (
        <figure className={styles.figure}>
          <figcaption className={styles.meta}>{t('reviewerComment')}</figcaption>
          <blockquote className={styles.comment}>{review.comment}</blockquote>
        </figure>
      ) : null}
    </>
  );
}
