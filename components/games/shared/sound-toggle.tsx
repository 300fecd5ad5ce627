'use client';

import { useTranslations } from 'next-intl';
import { useGameSound } from '@/lib/hooks/behaviour/use-game-sound';
import styles from './games.module.css';

/** Turns the game sounds on and off (off by default; remembered on this browser). */
export function SoundToggle() {
  const t = useTranslations('GameTable.sound');
  const { enabled, setEnabled } = useGameSound();
  return (
    <button
      type="button"
      className={styles.soundToggle}
      aria-pressed={enabled}
      onClick={() => setEnabled(!enabled)}
      title={enabled ? t('on') : t('off')}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M3 9v6h4l5 5V4L7 9H3z" />
        {enabled ? (
          <path
            fill="currentColor"
            d="M16.5 12a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
          />
        ) : (
          <path
            fill="currentColor"
            d="M16.6 8.6 15.2 10l2 2-2 2 1.4 1.4 2-2 2 2 1.4-1.4-2-2 2-2-1.4-1.4-2 2-2-2z"
          />
        )}
      </svg>
      <span>{t('label')}</span>
    </button>
  );
}
