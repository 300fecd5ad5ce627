import { pocketColor } from '@/lib/games/roulette/layout';
import styles from './roulette.module.css';

/** The pockets of a European wheel clockwise from 0. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

const STEP = 360 / WHEEL_ORDER.length;
/** Whole turns per spin. */
const TURNS = 4;

const COLORS = { green: '#1f9d55', red: '#d33a3a', black: '#1b1d24' } as const;

// Slice i is centred on i · STEP degrees clockwise from the top.
const GRADIENT = `conic-gradient(from ${-STEP / 2}deg, ${WHEEL_ORDER.map(
  (pocket, i) => `${COLORS[pocketColor(pocket)]} ${i * STEP}deg ${(i + 1) * STEP}deg`,
).join(', ')})`;

/**
 * The wheel's angle after a spin from `from` that stops with `pocket` under the pointer at the
 * top: a few whole turns anticlockwise, then the pocket's place on the wheel.
 */
export function wheelAngle(from: number, pocket: number) {
  const place = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]) * STEP;
  const offset = (((from + place) % 360) + 360) % 360;
  return from - TURNS * 360 - offset;
}

/** A picture of the wheel (the result is announced in text beside it). */
export function RouletteWheel({ angle, spinning }: { angle: number; spinning: boolean }) {
  return (
    <div className={styles.wheelFrame} aria-hidden="true">
      <div className={styles.pointer} />
      <div
        className={styles.wheel}
        data-spinning={spinning || undefined}
        style={{ transform: `rotate(${angle}deg)`, background: GRADIENT }}
      >
        {WHEEL_ORDER.map((pocket, i) => (
          <span
            key={pocket}
            className={styles.pocketNumber}
            style={{ transform: `rotate(${i * STEP}deg)` }}
          >
            {pocket}
          </span>
        ))}
        <div className={styles.hub} />
      </div>
    </div>
  );
}
