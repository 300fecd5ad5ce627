import { CasinoSyncPage } from '@/components/office/casino/sync-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('casino');

/** `/office/casino/sync` — each aggregator's catalogue synced now, with what changed. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <CasinoSyncPage />;
}
