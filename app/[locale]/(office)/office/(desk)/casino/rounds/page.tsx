import { CasinoRoundLookupPage } from '@/components/office/casino/round-lookup-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('casinoRound');

/** `/office/casino/rounds` — a provider round with every wallet call and its answer. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <CasinoRoundLookupPage />;
}
