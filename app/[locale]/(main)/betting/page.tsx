import { getTranslations } from 'next-intl/server';
import { LiveSection } from '@/components/sports/live-section';
import { PrematchList } from '@/components/sports/prematch-list';
import { SportsTreeNav } from '@/components/sports/sports-tree-nav';
import { PageHeading } from '@/components/ui/page-heading';
import { sportEvents, sportsTree } from '@/lib/api/sports';
import { serverApi } from '@/lib/api/server';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { orNull } from '@/lib/api/or-null';
import { SPORT_SLUGS } from '@/lib/sports/market-types';

// The line changes every second: read per request.
export const dynamic = 'force-dynamic';

export const generateMetadata = pageMetadataFrom('Betting', '/betting');

type Props = LocaleParams & { searchParams: Promise<{ sport?: string | string[] }> };

/**
 * The sportsbook's line (issue 18), rendered on the server for crawlers: the sport tree with its
 * counts, the live matches and the pre-match list by league with each match's main market; the
 * stream and the slip take over in the browser. `?sport=<slug>` filters.
 */
export default async function BettingPage({ params, searchParams }: Props) {
  await resolveLocale(params);
  const t = await getTranslations('Betting');
  const query = (await searchParams).sport;
  const sport = SPORT_SLUGS.find((slug) => slug === query) ?? null;
  const api = await serverApi();
  const filter = sport ? { sport } : {};
  const [tree, live, prematch] = await Promise.all([
    orNull(() => sportsTree(api)),
    orNull(() => sportEvents(api, { ...filter, live: '1' })),
    orNull(() => sportEvents(api, { ...filter, live: '0' })),
  ]);
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <SportsTreeNav tree={tree} current={sport} />
      <LiveSection key={`live-${sport}`} initial={live?.events ?? null} sport={sport} />
      <PrematchList key={`pre-${sport}`} initial={prematch?.events ?? null} sport={sport} />
    </>
  );
}
