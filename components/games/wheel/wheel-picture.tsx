import { multiplierColor, segmentSpan, slicePath } from './wheel-geometry';
import styles from './wheel.module.css';

const RADIUS = 96;
const LABEL_RADIUS = 68;

/** Label size by wheel size: the slices of a 50-segment wheel are narrow. */
const labelSize = (segments: number) => (segments <= 10 ? 11 : segments <= 20 ? 8 : 5.5);

/**
 * A picture of the wheel: one slice per segment coloured by its multiplier, the paying ones
 * labelled along their radius, turned to `angle`; the landed segment is highlighted (the only
 * sign of the result under prefers-reduced-motion, where the wheel does not turn). The result
 * is announced in text beside it, and the legend lists the multipliers.
 */
export function WheelPicture({
  table,
  angle,
  spinning,
  landed,
  label,
}: {
  table: readonly number[];
  angle: number;
  spinning: boolean;
  /** The segment the last spin stopped on, once it has. */
  landed: number | null;
  /** A multiplier as the slice shows it (short: 1.5×). */
  label: (multiplier: number) => string;
}) {
  const span = segmentSpan(table.length);
  const size = labelSize(table.length);
  return (
    <div className={styles.frame} aria-hidden="true" data-testid="wheel-picture">
      <div className={styles.pointer} />
      <div
        className={styles.wheel}
        data-spinning={spinning || undefined}
        style={{ transform: `rotate(${angle}deg)` }}
      >
        <svg
          viewBox="-100 -100 200 200"
          className={styles.svg}
          data-landed={landed === null ? undefined : ''}
        >
          <circle r={RADIUS + 3} className={styles.rim} />
          {table.map((multiplier, segment) => (
            <path
              key={segment}
              d={slicePath(segment, table.length, RADIUS)}
              fill={multiplierColor(multiplier)}
              className={styles.slice}
              data-segment={segment}
              data-landed={segment === landed || undefined}
            />
          ))}
          {table.map((multiplier, segment) =>
            multiplier > 0 ? (
              <text
                key={segment}
                className={styles.label}
                fontSize={size}
                transform={`rotate(${segment * span}) translate(0 ${-LABEL_RADIUS}) rotate(-90)`}
                textAnchor="middle"
                dominantBaseline="central"
                data-landed={segment === landed || undefined}
              >
                {label(multiplier)}
              </text>
            ) : null,
          )}
          <circle r={18} className={styles.hub} />
        </svg>
      </div>
    </div>
  );
}
