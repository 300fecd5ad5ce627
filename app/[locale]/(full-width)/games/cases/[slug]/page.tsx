import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CaseBoard } from '@/components/games/cases/case-board';
import { GameShell } from '@/components/games/shared/game-shell';
import { ApiError } from '@/lib/api/errors';
import { getCase } from '@/lib/api/games';
import { serverApi } from '@/lib/api/server';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = LocaleParams<{ slug: string }>;

// Prices are in the visitor's currency: the case is read per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const [games, cases] = await Promise.all([
    getTranslations({ locale, namespace: 'Games' }),
    getTranslations({ locale, namespace: 'Cases' }),
  ]);
  const key = `names.${slug}` as Parameters<typeof cases>[0];
  return pageMetadata({
    locale,
    path: `/games/cases/${encodeURIComponent(slug)}`,
    title: games('cases.caseTitle', { name: cases.has(key) ? cases(key) : slug }),
    description: games('cases.description'),
  });
}

/** The case as the API prices it for this visitor; an unknown case is the 404 page. */
async function loadCase(slug: string) {
  try {
    return await getCase(await serverApi(), slug);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

export default async function CasePage({ params }: Params) {
  await resolveLocale(params);
  const { slug } = await params;
  return (
    <GameShell game="cases">
      <CaseBoard initial={await loadCase(slug)} />
    </GameShell>
  );
}
