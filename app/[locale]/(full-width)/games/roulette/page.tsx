import { RouletteBoard } from '@/components/games/roulette/roulette-board';
import { gameMetadata } from '@/components/games/game-page';
import { GameShell } from '@/components/games/shared/game-shell';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('roulette');

export default async function RouletteGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <GameShell game="roulette">
      <RouletteBoard />
    </GameShell>
  );
}
