import type { getTranslations } from 'next-intl/server';
import type { VipAnswer } from '@/lib/api/vip';
import type { VipFormat } from './vip-format';
import styles from './vip.module.css';

export type VipT = Awaited<ReturnType<typeof getTranslations<'VipClub'>>>;

/** A gem in the tier's colour: the tier cards' picture. */
export function TierGem({ tier }: { tier: string }) {
  return (
    <svg className={styles.gem} data-tier={tier} viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M6 3h12l4 6-10 12L2 9zm1.2 2L4.6 9h4.2l1.6-4zm5.4 0 1.6 4h4.2l-2.6-4zM9 11l3 7.2 3-7.2z"
      />
    </svg>
  );
}

/**
 * The six tiers with their levels and rewards, and the published table of every level's
 * points and level-up bonus (collapsed: a native disclosure, so keyboards and screen readers
 * open it as any other).
 */
export function VipLadder({ vip, t, format }: { vip: VipAnswer; t: VipT; format: VipFormat }) {
  const premiumFrom = vip.tiers.find((tier) => tier.tier === vip.premium_tier)?.first_level ?? 0;
  return (
    <>
      <section aria-labelledby="vip-tiers">
        <h2 id="vip-tiers">{t('tiersHeading')}</h2>
        <ul className={styles.tiers}>
          {vip.tiers.map((tier) => (
            <li key={tier.tier} className={styles.tier} data-tier={tier.tier}>
              <TierGem tier={tier.tier} />
              <h3>{t(`tiers.${tier.tier}.name`)}</h3>
              <p className={styles.muted}>
                {tier.first_level === tier.last_level
                  ? t('tierLevel', { first: tier.first_level })
                  : t('tierLevels', { first: tier.first_level, last: tier.last_level })}
              </p>
              <ul className={styles.perks}>
                <li>{t('rakeback', { percent: format.number(tier.rakeback_percent) })}</li>
                <li>
                  {tier.cashback_percent > 0
                    ? t('cashback', { percent: format.number(tier.cashback_percent) })
                    : t('noCashback')}
                </li>
                {tier.first_level >= premiumFrom ? <li>{t('premium')}</li> : null}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="vip-thresholds">
        <h2 id="vip-thresholds">{t('thresholdsHeading')}</h2>
        <details className={styles.table}>
          <summary>{t('thresholdsSummary', { count: vip.levels_count })}</summary>
          <div className={styles.scroll}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('columns.level')}</th>
                  <th scope="col">{t('columns.tier')}</th>
                  <th scope="col">{t('columns.points')}</th>
                  <th scope="col">{t('columns.bonus', { currency: vip.base_currency })}</th>
                </tr>
              </thead>
              <tbody>
                {vip.levels.map((level) => (
                  <tr key={level.level}>
                    <th scope="row">{level.level}</th>
                    <td>{t(`tiers.${level.tier}.name`)}</td>
                    <td>{format.number(level.points)}</td>
                    <td>{format.number(level.bonus)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>
    </>
  );
}

/** The rules, with the reading of "Levels minimum: 100" and the tier premium status starts at. */
export function VipRules({ vip, t }: { vip: VipAnswer; t: VipT }) {
  return (
    <section aria-labelledby="vip-rules" className={styles.rules}>
      <h2 id="vip-rules">{t('rulesHeading')}</h2>
      <ul>
        <li>{t('rules.ladder', { count: vip.levels_count })}</li>
        <li>{t('rules.points', { currency: vip.base_currency })}</li>
        <li>{t('rules.rakeback')}</li>
        <li>{t('rules.levelup')}</li>
        <li>{t('rules.cashback')}</li>
        <li>{t('rules.premium', { tier: t(`tiers.${vip.premium_tier}.name`) })}</li>
        <li>{t('rules.excluded')}</li>
      </ul>
    </section>
  );
}
