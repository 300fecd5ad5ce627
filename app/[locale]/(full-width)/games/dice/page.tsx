import { DiceBoard } from '@/components/games/dice/dice-board';
import { gameMetadata } from '@/components/games/game-page';
import { GameShell } from '@/components/games/shared/game-shell';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('dice');

export default async function DiceGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <GameShell game="dice">
      <DiceBoard />
    </GameShell>
  );
}
