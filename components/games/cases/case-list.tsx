'use client';

import { useTranslations } from 'next-intl';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { EmptyState } from '@/components/ui/empty-state';
import { useCases } from '@/lib/hooks/data/use-cases';
import { Link } from '@/lib/i18n/navigation';
import type { CaseSummary } from '@/lib/schemas/games';
import styles from './cases.module.css';
import { useCaseNames } from './use-case-names';

/** How many of a case's most valuable items its card shows. */
const PREVIEW_ITEMS = 3;

/** The case catalogue: each case's name, price and best items; the whole card opens the case. */
export function CaseList({ initial }: { initial: CaseSummary[] | null }) {
  const t = useTranslations('Cases');
  const { money } = useGameFormat();
  const { caseName, itemName } = useCaseNames();
  const { cases, error } = useCases(initial);

  if (!cases) {
    return (
      <p className="muted" role={error ? 'alert' : 'status'}>
        {error ? t('loadError') : t('loading')}
      </p>
    );
  }
  if (cases.length === 0) return <EmptyState title={t('emptyTitle')} text={t('emptyText')} />;

  return (
    <ul className={styles.list}>
      {cases.map((gameCase) => {
        const best = [...gameCase.items].sort((a, b) => b.value - a.value).slice(0, PREVIEW_ITEMS);
        return (
          <li key={gameCase.slug} className={`card ${styles.case}`}>
            <h2>
              <Link href={`/games/cases/${gameCase.slug}`} className={styles.caseLink}>
                {caseName(gameCase)}
              </Link>
            </h2>
            <p className={styles.price}>
              {t('price', { price: money(gameCase.price, gameCase.currency) })}
            </p>
            <p className={styles.previewLabel}>{t('preview')}</p>
            <ul className={styles.preview}>
              {best.map((item) => (
                <li key={item.id}>
                  <span>{itemName(item)}</span>
                  <span>{money(item.value, gameCase.currency)}</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
