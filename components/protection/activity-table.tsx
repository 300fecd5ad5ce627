'use client';

import { useTranslations } from 'next-intl';
import { useProtectionActivity } from '@/lib/hooks/data/use-protection-activity';
import { STATEMENT_PRODUCTS, type StatementProduct } from '@/lib/constants/statement';
import { useProtectionFormat } from './use-protection-format';
import styles from './protection.module.css';

const isProduct = (value: string): value is StatementProduct =>
  (STATEMENT_PRODUCTS as readonly string[]).includes(value);

/**
 * The activity statement: per month, deposits and payouts, and per product what was staked and
 * what came back, with the net. A table that scrolls sideways on a phone; the scrolling box takes
 * keyboard focus so it can be scrolled without a pointer.
 */
export function ActivityTable() {
  const t = useTranslations('Protection.activity');
  const products = useTranslations('Profile.statement.products');
  const format = useProtectionFormat();
  const { activity, error, mutate } = useProtectionActivity();

  if (!activity) {
    return error ? (
      <div role="alert" className={styles.actions}>
        <p className="muted">{t('loadError')}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    ) : (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (activity.months.length === 0) return <p className="muted">{t('empty')}</p>;

  const money = (amount: number, signed = false) => format.money(amount, activity.currency, signed);
  const productName = (product: string) => (isProduct(product) ? products(product) : product);

  return (
    <div className={styles.scroller} role="region" aria-labelledby="activity-caption" tabIndex={0}>
      <table className={styles.activity}>
        <caption id="activity-caption">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('month')}</th>
            <th scope="col">{t('deposits')}</th>
            <th scope="col">{t('payouts')}</th>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('staked')}</th>
            <th scope="col">{t('returned')}</th>
            <th scope="col">{t('net')}</th>
          </tr>
        </thead>
        {activity.months.map((month) => {
          const rows = month.products.length > 0 ? month.products : [null];
          return (
            <tbody key={month.month}>
              {rows.map((row, index) => (
                <tr key={row?.product ?? 'none'}>
                  {index === 0 ? (
                    <>
                      <th scope="rowgroup" rowSpan={rows.length}>
                        {format.month(month.month)}
                      </th>
                      <td rowSpan={rows.length}>{money(month.deposits)}</td>
                      <td rowSpan={rows.length}>{money(month.payouts)}</td>
                    </>
                  ) : null}
                  {row ? (
                    <>
                      <td>{productName(row.product)}</td>
                      <td>{money(row.staked)}</td>
                      <td>{money(row.returned)}</td>
                      <td data-direction={row.returned - row.staked >= 0 ? 'in' : 'out'}>
                        {money(row.returned - row.staked, true)}
                      </td>
                    </>
                  ) : (
                    <td colSpan={4} className="muted">
                      {t('noPlay')}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
