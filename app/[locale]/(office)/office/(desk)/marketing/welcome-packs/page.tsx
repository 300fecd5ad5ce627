import { WelcomePacksPage } from '@/components/office/marketing/welcome-packs-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('marketing');

/** `/office/marketing/welcome-packs` — the welcome packs and their steps. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <WelcomePacksPage />;
}
