import { TradingPage } from '@/components/office/trading/trading-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../office-metadata';

export const generateMetadata = officeMetadata('trading');

/** `/office/trading` — the feed's health and the live or upcoming events with their exposure. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <TradingPage />;
}
