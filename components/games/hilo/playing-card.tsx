'use client';

import { useTranslations } from 'next-intl';
import { describeCard } from '@/lib/games/hilo/cards';
import styles from './hilo.module.css';

const SUIT_SYMBOLS = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;

/** A card of the endless deck (0–51) face up, named in words for screen readers. */
export function PlayingCard({ card, size = 'large' }: { card: number; size?: 'large' | 'small' }) {
  const t = useTranslations('Hilo');
  const { rank, suit } = describeCard(card);
  const red = suit === 'hearts' || suit === 'diamonds';
  return (
    <span
      role="img"
      className={styles.card}
      data-size={size}
      data-red={red || undefined}
      aria-label={t('cardName', { rank: t(`ranks.${rank}`), suit: t(`suits.${suit}`) })}
    >
      <span aria-hidden="true">{rank}</span>
      <span aria-hidden="true">{SUIT_SYMBOLS[suit]}</span>
    </span>
  );
}

/** The back of a card, before a round starts. */
export function CardBack() {
  return <span className={styles.card} data-back aria-hidden="true" />;
}
