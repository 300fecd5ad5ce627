'use client';

import { useTranslations } from 'next-intl';
import { FEATURES } from '@/lib/constants/features';
import { SectionGate } from '../section-gate';
import { SegmentRules } from './segment-rules';
import styles from '../office.module.css';

/**
 * `/office/features` (`players.features`): what each flag of the catalogue does on the site, and
 * the segment rules that give flags to groups of players. A single player's own flags are set on
 * the player's page.
 */
export function FeaturesPage() {
  const t = useTranslations('office.features');
  return (
    <SectionGate section="features">
      <div className={styles.page}>
        <h1>{t('title')}</h1>
        <p className="muted">{t('lead')}</p>
        <section className={styles.panel} aria-labelledby="office-feature-catalogue">
          <h2 id="office-feature-catalogue">{t('catalogue')}</h2>
          <dl>
            {FEATURES.map((feature) => (
              <div key={feature}>
                <dt>
                  {t(`flags.${feature}`)} <code className={styles.sub}>{feature}</code>
                </dt>
                <dd>{t(`hints.${feature}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <SegmentRules />
      </div>
    </SectionGate>
  );
}
