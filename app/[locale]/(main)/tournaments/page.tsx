import { TournamentList } from '@/components/tournaments/tournament-list';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('Tournaments', '/tournaments');

export default async function TournamentsPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <TournamentList />;
}
