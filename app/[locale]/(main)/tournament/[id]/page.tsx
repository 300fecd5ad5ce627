import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { TournamentDetail } from '@/components/tournaments/tournament-detail';
import { localized } from '@/components/tournaments/format';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { ApiError } from '@/lib/api/errors';
import { orNull } from '@/lib/api/or-null';
import { serverApi } from '@/lib/api/server';
import { fetchLeaderboard, fetchTournament } from '@/lib/api/tournaments';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';

// Scores, the clock and the viewer's own entry: read per request.
export const dynamic = 'force-dynamic';

type Params = LocaleParams<{ id: string }>;

/**
 * The tournament of the path, null when the API did not answer; a 404 for no such tournament.
 * Asked once per request (the metadata and the page share it).
 */
const load = cache(async (id: string) => {
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const api = await serverApi();
  try {
    return await fetchTournament(api, Number(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    return null;
  }
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: 'Tournament' });
  const answer = await load(id);
  return pageMetadata({
    locale,
    path: `/tournament/${encodeURIComponent(id)}`,
    title: answer ? localized(answer.data.name, locale) : t('title', { id }),
    description: t('description'),
  });
}

/** One tournament (issue 21): terms, prizes, rules and the live leaderboard. */
export default async function TournamentPage({ params }: Params) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const t = await getTranslations('Tournament');
  const answer = await load(id);
  if (!answer) {
    return (
      <>
        <PageHeading title={t('title', { id })} lead={t('lead')} />
        <EmptyState
          title={t('emptyTitle')}
          text={t('emptyText')}
          action={
            <Link className="btn btn-ghost" href="/tournaments">
              {t('all')}
            </Link>
          }
        />
      </>
    );
  }
  const board = await orNull(async () => fetchLeaderboard(await serverApi(), answer.data.id));
  return (
    <>
      <PageHeading title={localized(answer.data.name, locale)} lead={t('lead')} />
      <TournamentDetail tournament={answer.data} board={board} />
    </>
  );
}
