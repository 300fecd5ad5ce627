'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import styles from './bet-slip.module.css';

/**
 * The slip's heading: its title with how many selections it holds, and "Clear" once it holds any.
 * The slip draws it, and so does the empty slip that stands in while the slip's code loads, so the
 * two cannot drift apart.
 */
export function SlipHead({
  count,
  titleRef,
  onClear,
}: {
  count: number;
  titleRef?: Ref<HTMLHeadingElement>;
  onClear?: () => void;
}) {
  const t = useTranslations('BetSlip');
  return (
    <div className={styles.slipHead}>
      <h2 ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.slipTitle}>
        {t('title')} {count > 0 ? <span>{count}</span> : null}
      </h2>
      {count > 0 && onClear ? (
        <button type="button" className="link-button" onClick={onClear}>
          {t('clear')}
        </button>
      ) : null}
    </div>
  );
}
