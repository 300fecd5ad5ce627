import { StaffPage } from '@/components/office/staff/staff-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../office-metadata';

export const generateMetadata = officeMetadata('staff');

/** `/office/staff` — staff accounts and a new one. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <StaffPage />;
}
