import { TemplateEditor } from '@/components/office/marketing/template-editor';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../../office-metadata';

export const generateMetadata = officeMetadata('marketing');

/** `/office/marketing/templates/new` — a new bonus template. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <TemplateEditor />;
}
