import { getTranslations } from 'next-intl/server';
import { TOP_PERIODS, TOP_PRODUCTS } from '@/lib/constants/top';
import { Link } from '@/lib/i18n/navigation';
import styles from './top.module.css';

type Period = (typeof TOP_PERIODS)[number];
type Product = (typeof TOP_PRODUCTS)[number];

/** The period tabs and product chips of `/top`: links, so every board has its own address. */
export async function TopFilters({ period, product }: { period: Period; product: Product }) {
  const t = await getTranslations('Top');
  const href = (next: { period?: Period; product?: Product }) => {
    const query = { period: next.period ?? period, product: next.product ?? product };
    return {
      pathname: '/top',
      query: {
        ...(query.period !== '24h' && { period: query.period }),
        ...(query.product !== 'all' && { product: query.product }),
      },
    };
  };
  return (
    <div className={styles.filters}>
      <nav aria-label={t('periodLabel')} className={styles.periods}>
        {TOP_PERIODS.map((option) => (
          <Link
            key={option}
            href={href({ period: option })}
            className={option === period ? styles.current : undefined}
            aria-current={option === period ? 'page' : undefined}
          >
            {t(`periods.${option}`)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t('productLabel')} className={styles.products}>
        {TOP_PRODUCTS.map((option) => (
          <Link
            key={option}
            href={href({ product: option })}
            className={option === product ? styles.current : undefined}
            aria-current={option === product ? 'page' : undefined}
          >
            {t(`products.${option}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
