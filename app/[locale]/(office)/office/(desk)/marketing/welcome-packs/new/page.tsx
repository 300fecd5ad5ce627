import { WelcomePackEditor } from '@/components/office/marketing/welcome-pack-editor';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../../office-metadata';

export const generateMetadata = officeMetadata('marketing');

/** `/office/marketing/welcome-packs/new` — a new welcome pack. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <WelcomePackEditor />;
}
