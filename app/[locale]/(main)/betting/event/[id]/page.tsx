import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EventMarkets } from '@/components/sports/event-markets';
import { ApiError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { sportEvent } from '@/lib/api/sports';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { nameIn } from '@/lib/sports/local-name';
import { pageMetadata } from '@/lib/seo/metadata';

// The line changes every second: read per request.
export const dynamic = 'force-dynamic';

type Props = LocaleParams<{ id: string }>;

/** The id as the path carries it (URL-encoded: `sim%3Amatch%3A12`). */
function eventId(raw: string) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The event, or null when the API could not answer (the browser asks again); 404 is a 404. */
async function load(id: string) {
  try {
    return await sportEvent(await serverApi(), id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    return null;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const id = eventId((await params).id);
  const t = await getTranslations({ locale, namespace: 'Betting.event' });
  const detail = await load(id);
  const match = detail
    ? `${nameIn(detail.event.home, locale)} — ${nameIn(detail.event.away, locale)}`
    : t('unknownMatch');
  return pageMetadata({
    locale,
    path: `/betting/event/${encodeURIComponent(id)}`,
    title: t('title', { match }),
    description: t('description', { match }),
  });
}

/** One match with every market (issue 18), rendered on the server, then kept live. */
export default async function EventPage({ params }: Props) {
  await resolveLocale(params);
  const id = eventId((await params).id);
  const detail = await load(id);
  return <EventMarkets id={id} initial={detail} />;
}
