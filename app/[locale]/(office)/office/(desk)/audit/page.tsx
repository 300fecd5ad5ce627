import { AuditPage } from '@/components/office/audit/audit-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../office-metadata';

export const generateMetadata = officeMetadata('audit');

/** `/office/audit` — the audit trail. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <AuditPage />;
}
