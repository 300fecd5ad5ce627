import { gameMetadata } from '@/components/games/game-page';
import { KenoBoard } from '@/components/games/keno/keno-board';
import { GameShell } from '@/components/games/shared/game-shell';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('keno');

export default async function KenoGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <GameShell game="keno">
      <KenoBoard />
    </GameShell>
  );
}
