import { PlayersPage } from '@/components/office/players/players-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../office-metadata';

export const generateMetadata = officeMetadata('players');

/** `/office/players` — find a player by number, e-mail, phone, name, device or payment details. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <PlayersPage />;
}
