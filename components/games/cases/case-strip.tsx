'use client';

import { useEffect, useState } from 'react';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { useReducedMotion } from '@/lib/hooks/behaviour/use-reduced-motion';
import type { CaseSummary } from '@/lib/schemas/games';
import styles from './cases.module.css';
import { useCaseNames } from './use-case-names';

/** How long the strip runs before it stops on the won item. */
export const CASE_SPIN_MS = 4500;

const TILE_PX = 112;
const GAP_PX = 8;
const STRIP_TILES = 48;
/** The won item's place on the strip: far enough for a long run, with tiles after it. */
const WIN_INDEX = 40;

/**
 * A small deterministic generator for the tiles around the won item. They are decoration: the
 * outcome is the server's roll, and the same opening always draws the same strip.
 */
function filler(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** The strip's items: the catalogue in order when idle; weighted filler around the win. */
function stripItems(gameCase: CaseSummary, won: { id: string; roll: number } | null) {
  const { items } = gameCase;
  if (!won) return Array.from({ length: STRIP_TILES }, (_, index) => items[index % items.length]!);
  const next = filler(won.roll);
  const total = items.reduce((sum, item) => sum + item.chance, 0);
  return Array.from({ length: STRIP_TILES }, (_, index) => {
    if (index === WIN_INDEX) return items.find((item) => item.id === won.id) ?? items[0]!;
    let left = next() * total;
    return items.find((item) => (left -= item.chance) < 0) ?? items[items.length - 1]!;
  });
}

/**
 * The horizontal strip of items that runs and stops with the won item under the marker. `won`
 * starts a run (a new `run` key each opening); under reduced motion it stands still on the win.
 * Decorative: the result is announced in words beside it.
 */
export function CaseStrip({
  gameCase,
  won,
  run,
  landed,
}: {
  gameCase: CaseSummary;
  won: { id: string; roll: number } | null;
  run: string | null;
  /** The run has stopped: the won tile is highlighted. */
  landed: boolean;
}) {
  const { money } = useGameFormat();
  const { itemName } = useCaseNames();
  const reduced = useReducedMotion();
  const [moving, setMoving] = useState<string | null>(null);

  // Paint the start position first, then move: two frames, so the transition has a start.
  useEffect(() => {
    if (!run || reduced) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setMoving(run));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [run, reduced]);

  const atEnd = Boolean(run) && (reduced || moving === run);
  // The won tile's centre under the marker, a little off centre as a real strip would stop.
  const jitter = won ? (won.roll % 61) - 30 : 0;
  const offset = WIN_INDEX * (TILE_PX + GAP_PX) + TILE_PX / 2 + jitter;
  const tiles = stripItems(gameCase, won);

  return (
    <div className={styles.window} aria-hidden="true">
      <div
        className={styles.strip}
        style={{
          transform: atEnd ? `translateX(${-offset}px)` : `translateX(${-TILE_PX / 2}px)`,
          transition:
            atEnd && !reduced
              ? `transform ${CASE_SPIN_MS}ms cubic-bezier(0.12, 0.8, 0.2, 1)`
              : 'none',
          gap: GAP_PX,
        }}
      >
        {tiles.map((item, index) => (
          <div
            key={index}
            className={styles.tile}
            style={{ width: TILE_PX }}
            data-won={(landed && won && index === WIN_INDEX) || undefined}
          >
            <span>{itemName(item)}</span>
            <strong>{money(item.value, gameCase.currency)}</strong>
          </div>
        ))}
      </div>
      <span className={styles.marker} />
    </div>
  );
}
