import type { VipStanding as Standing } from '@/lib/api/vip';
import type { VipFormat } from './vip-format';
import { TierGem, type VipT } from './vip-ladder';
import { VipClaimButton } from './vip-claim-button';
import styles from './vip.module.css';

/**
 * A signed-in player's standing: level badge and progress to the next level, the rakeback to
 * claim with its button, and the latest rewards.
 */
export function VipStanding({ me, t, format }: { me: Standing; t: VipT; format: VipFormat }) {
  const amounts = me.rakeback.map((row) => format.money(row.amount, row.currency)).join(', ');
  return (
    <section aria-labelledby="vip-standing" className={styles.standing}>
      <h2 id="vip-standing">{t('standingHeading')}</h2>
      <div className={styles.badge} data-tier={me.tier}>
        <TierGem tier={me.tier} />
        <div>
          <strong>{t('level', { level: me.level })}</strong>
          <span>
            {t(`tiers.${me.tier}.name`)} · {t('points', { points: format.number(me.points) })}
          </span>
        </div>
      </div>
      {me.next ? (
        <div className={styles.progress}>
          <progress
            max={1}
            value={me.progress}
            aria-label={t('progressLabel', { level: me.next.level })}
          />
          <p className={styles.muted}>
            {t('toNext', {
              level: me.next.level,
              left: format.number(Math.max(0, me.next.points - me.points)),
            })}
          </p>
        </div>
      ) : (
        <p>{t('top')}</p>
      )}
      {me.premium ? <p className={styles.muted}>{t('premiumOn')}</p> : null}
      <h3>{t('rakebackHeading')}</h3>
      {me.rakeback.length > 0 ? (
        <div className={styles.claim}>
          <p className={styles.amount} id="vip-rakeback-amount">
            {amounts}
          </p>
          <VipClaimButton describedBy="vip-rakeback-amount" />
        </div>
      ) : (
        <p className={styles.muted}>{t('rakebackNone')}</p>
      )}
      <h3>{t('historyHeading')}</h3>
      {me.history.length === 0 ? (
        <p className={styles.muted}>{t('historyEmpty')}</p>
      ) : (
        <ul className={styles.history}>
          {me.history.map((row, index) => (
            <li key={`${row.kind}-${row.at}-${index}`}>
              <span>
                <strong>{t(`kinds.${row.kind}`)}</strong>
                <small>
                  {[
                    row.level !== null ? t('forLevel', { level: row.level }) : null,
                    row.week !== null ? t('forWeek', { week: row.week }) : null,
                    row.money === 'bonus' ? t('asBonus') : null,
                    format.date(row.at),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </small>
              </span>
              <span className={styles.amount}>+{format.money(row.amount, row.currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
