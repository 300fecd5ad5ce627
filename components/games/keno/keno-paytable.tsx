'use client';

import { useTranslations } from 'next-intl';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { kenoPaytable } from '@/lib/games/keno/keno';
import type { KenoRisk } from '@/lib/games/keno/paytables';
import styles from './keno.module.css';

/** The paytable row of the ticket: what each number of hits pays at this risk and picks count. */
export function KenoPaytable({
  risk,
  picks,
  hits,
}: {
  risk: KenoRisk;
  picks: number;
  /** The hits of the shown result, highlighted. */
  hits?: number;
}) {
  const t = useTranslations('Keno');
  const { multiplier: times } = useGameFormat();
  if (picks === 0) return <p className="muted">{t('paytableEmpty')}</p>;
  const row = kenoPaytable(risk, picks);
  return (
    <div className={styles.paytable}>
      <table>
        <caption>{t('paytableCaption', { risk: t(`risks.${risk}`), picks })}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('hits')}</th>
            {row.map((_, count) => (
              <td key={count} data-current={count === hits || undefined}>
                {count}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('payout')}</th>
            {row.map((multiplier, count) => (
              <td key={count} data-current={count === hits || undefined}>
                {times(multiplier)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
