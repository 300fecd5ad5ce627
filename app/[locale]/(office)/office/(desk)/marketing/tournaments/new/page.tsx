import { TournamentEditor } from '@/components/office/marketing/tournament-editor';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../../office-metadata';

export const generateMetadata = officeMetadata('marketing');

/** `/office/marketing/tournaments/new` — a new tournament. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <TournamentEditor />;
}
