import { CaseList } from '@/components/games/cases/case-list';
import { gameMetadata } from '@/components/games/game-page';
import { GameShell } from '@/components/games/shared/game-shell';
import { listCases } from '@/lib/api/games';
import { serverApi } from '@/lib/api/server';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

// Prices are in the visitor's currency: the catalogue is read per request.
export const dynamic = 'force-dynamic';

export const generateMetadata = gameMetadata('cases');

/** The catalogue as the API prices it for this visitor, or null: the browser then asks itself. */
async function loadCases() {
  try {
    return await listCases(await serverApi());
  } catch {
    return null;
  }
}

export default async function CasesPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <GameShell game="cases">
      <CaseList initial={await loadCases()} />
    </GameShell>
  );
}
