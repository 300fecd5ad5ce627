import { notFound } from 'next/navigation';
import { TradingEventPage } from '@/components/office/trading/event-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../../office-metadata';

export const generateMetadata = officeMetadata('trading');

/** An event id as the path carries it (`sim:match:…`, its colons maybe escaped); null if garbled. */
function eventIdOf(segment: string): string | null {
  try {
    const id = decodeURIComponent(segment);
    return id.length > 0 && id.length <= 128 ? id : null;
  } catch {
    return null;
  }
}

/** `/office/trading/events/{id}` — an event's markets and exposure, suspended, settled or voided. */
export default async function Page({ params }: LocaleParams<{ id: string }>) {
  await resolveLocale(params);
  const id = eventIdOf((await params).id);
  if (!id) notFound();
  return <TradingEventPage eventId={id} />;
}
