import { TemplatesPage } from '@/components/office/marketing/templates-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('marketing');

/** `/office/marketing/templates` — the bonus templates. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <TemplatesPage />;
}
