'use client';

import { useTranslations } from 'next-intl';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import type { WheelRisk } from '@/lib/games/wheel/tables';
import { multiplierColor } from './wheel-geometry';
import styles from './wheel.module.css';

/** The distinct multipliers of a table, smallest first, with how many segments carry each. */
export function multiplierCounts(table: readonly number[]) {
  const counts = new Map<number, number>();
  for (const multiplier of table) counts.set(multiplier, (counts.get(multiplier) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([multiplier, count]) => ({ multiplier, count }));
}

/**
 * What the wheel pays: each multiplier with its colour on the wheel, its number of segments and
 * its chance (segments / all, every segment being equally likely); the landed one highlighted.
 */
export function WheelLegend({
  risk,
  table,
  landed,
}: {
  risk: WheelRisk;
  table: readonly number[];
  /** The multiplier of the segment the last spin stopped on. */
  landed: number | null;
}) {
  const t = useTranslations('WheelBoard');
  const { multiplier: times, percent } = useGameFormat();
  const total = table.length;
  return (
    <div className={styles.legend}>
      <table>
        <caption>{t('legend.caption', { risk: t(`risks.${risk}`), segments: total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('legend.multiplier')}</th>
            <th scope="col">{t('legend.count')}</th>
            <th scope="col">{t('legend.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {multiplierCounts(table).map(({ multiplier, count }) => (
            <tr key={multiplier} data-current={multiplier === landed || undefined}>
              <th scope="row">
                <span
                  className={styles.swatch}
                  style={{ background: multiplierColor(multiplier) }}
                  aria-hidden="true"
                />
                {times(multiplier)}
              </th>
              <td>{t('legend.share', { count, total })}</td>
              <td>{percent((count * 100) / total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
