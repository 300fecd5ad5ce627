import { useLocale, useTranslations } from 'next-intl';
import { WHEEL_SEGMENT_COUNTS } from '@/lib/constants/games';
import { WHEEL_RISKS, WHEEL_TABLES } from '@/lib/games/wheel/tables';
import { numberLocales, type Locale } from '@/lib/i18n/config';
import styles from './wheel-tables.module.css';

/** Segments per printed group: segment s is in group floor(s / 10), at place s mod 10. */
const GROUP = 10;

/** A table's return: its multipliers (at most four decimals) summed in whole ten-thousandths. */
const returnOf = (table: readonly number[]) =>
  table.reduce((sum, multiplier) => sum + Math.round(multiplier * 10_000), 0) /
  10_000 /
  table.length;

/**
 * Every wheel's table as the server settles it (`lib/games/wheel/tables.ts`), all 15 in the HTML:
 * a table per risk, a row per size, each segment's multiplier from segment 0 at the top,
 * clockwise, in groups of ten headed by their first segment, so a spin's segment can be looked
 * up by hand without any script. Not a client component: it renders on the server only.
 */
export function WheelTables() {
  const t = useTranslations('WheelTables');
  const risks = useTranslations('WheelBoard.risks');
  const numberLocale = numberLocales[useLocale() as Locale] ?? numberLocales.ru;
  const multiplier = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 4 });
  const percent = new Intl.NumberFormat(numberLocale, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  return (
    <div className={styles.tables}>
      {WHEEL_RISKS.map((risk) => (
        <div key={risk} className={styles.scroll}>
          <table data-risk={risk}>
            <caption>{t('caption', { risk: risks(risk) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('size')}</th>
                <th scope="col">{t('multipliers')}</th>
                <th scope="col">{t('return')}</th>
              </tr>
            </thead>
            <tbody>
              {WHEEL_SEGMENT_COUNTS.map((segments) => {
                const table = WHEEL_TABLES[risk][segments];
                return (
                  <tr key={segments} data-segments={segments}>
                    <th scope="row">{segments}</th>
                    <td className={styles.sequence}>
                      {Array.from({ length: table.length / GROUP }, (_, group) => {
                        const first = group * GROUP;
                        return (
                          <span key={first} className={styles.group}>
                            <b>
                              {first}–{first + GROUP - 1}:
                            </b>{' '}
                            {table
                              .slice(first, first + GROUP)
                              .map((value) => multiplier.format(value))
                              .join(' ')}{' '}
                          </span>
                        );
                      })}
                    </td>
                    <td>{percent.format(returnOf(table))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

/** The tables folded under the game's rules: in the HTML, opened without a script. */
export function WheelTablesDetails() {
  const t = useTranslations('WheelTables');
  return (
    <details className={styles.details}>
      <summary>{t('summary')}</summary>
      <WheelTables />
    </details>
  );
}
