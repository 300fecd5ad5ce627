import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TournamentList } from '@/components/tournaments/tournament-list';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { routing } from '@/lib/i18n/routing';
import { TOURNAMENT_STATUSES, knownParam, type TournamentStatus } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = LocaleParams<{ status: string }>;

// The list moves with the clock and the bets, and shows the viewer's currency: read per request.
export const dynamic = 'force-dynamic';

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    TOURNAMENT_STATUSES.map((status) => ({ locale, status })),
  );
}

function parseStatus(value: string): TournamentStatus {
  return knownParam(TOURNAMENT_STATUSES, value) ?? notFound();
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const status = parseStatus((await params).status);
  const t = await getTranslations({ locale, namespace: 'Tournaments' });
  return pageMetadata({
    locale,
    path: `/tournaments/${status}`,
    title: t(`statusHeading.${status}`),
    description: t('description'),
  });
}

export default async function TournamentsByStatusPage({ params }: Params) {
  await resolveLocale(params);
  return <TournamentList status={parseStatus((await params).status)} />;
}
