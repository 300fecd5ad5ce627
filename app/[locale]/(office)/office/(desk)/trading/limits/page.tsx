import { TradingLimitsPage } from '@/components/office/trading/limits-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('trading');

/** `/office/trading/limits` — betting limits per currency and sport, live delay, cash-out margin. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <TradingLimitsPage />;
}
