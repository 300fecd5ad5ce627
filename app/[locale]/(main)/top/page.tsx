import { getTranslations } from 'next-intl/server';
import { TopBoards } from '@/components/top/top-boards';
import { TopFilters } from '@/components/top/top-filters';
import { PageHeading } from '@/components/ui/page-heading';
import { orNull } from '@/lib/api/or-null';
import { serverApi } from '@/lib/api/server';
import { fetchTop } from '@/lib/api/top';
import { TOP_PERIODS, TOP_PRODUCTS } from '@/lib/constants/top';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

// The boards change every minute and by query: read per request (one stored row, never the bets).
export const dynamic = 'force-dynamic';

export const generateMetadata = pageMetadataFrom('Top', '/top');

type Props = LocaleParams & {
  searchParams: Promise<{ period?: string | string[]; product?: string | string[] }>;
};

const pick = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/**
 * The top list (issue 21): the biggest wins, the biggest multipliers and the most wagered over
 * 24 hours, 7 days, 30 days or all time, across every product or one (`?period=&product=`).
 */
export default async function TopPage({ params, searchParams }: Props) {
  await resolveLocale(params);
  const t = await getTranslations('Top');
  const query = await searchParams;
  const period = pick(TOP_PERIODS, query.period, '24h');
  const product = pick(TOP_PRODUCTS, query.product, 'all');
  const top = await orNull(async () => fetchTop(await serverApi(), { period, product }));
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <TopFilters period={period} product={product} />
      <TopBoards top={top} />
    </>
  );
}
