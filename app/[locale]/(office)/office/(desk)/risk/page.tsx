import { RiskPage } from '@/components/office/risk/risk-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../office-metadata';

export const generateMetadata = officeMetadata('risk');

/** `/office/risk` — the risk queue: AML flags with their evidence, decided with a reason. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <RiskPage />;
}
