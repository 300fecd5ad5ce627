import { ApprovalsPage } from '@/components/office/approvals/approvals-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../office-metadata';

export const generateMetadata = officeMetadata('approvals');

/** `/office/approvals` — money actions held for a second member of staff. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <ApprovalsPage />;
}
