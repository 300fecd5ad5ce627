import { OfficeHome } from '@/components/office/office-home';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../office-metadata';

export const generateMetadata = officeMetadata('home');

/** `/office` — the signed-in member and the sections their role opens. */
export default async function OfficeHomePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <OfficeHome />;
}
