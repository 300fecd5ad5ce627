import { FeaturesPage } from '@/components/office/features/features-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../office-metadata';

export const generateMetadata = officeMetadata('features');

/** `/office/features` — feature flags: the catalogue and the segment rules that give them. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <FeaturesPage />;
}
