import { TournamentList } from '@/components/tournaments/tournament-list';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

// The list moves with the clock and the bets, and shows the viewer's currency: read per request.
export const dynamic = 'force-dynamic';

export const generateMetadata = pageMetadataFrom('Tournaments', '/tournaments');

export default async function TournamentsPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <TournamentList />;
}
