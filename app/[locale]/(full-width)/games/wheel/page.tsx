import { gameMetadata } from '@/components/games/game-page';
import { GameShell } from '@/components/games/shared/game-shell';
import { WheelBoard } from '@/components/games/wheel/wheel-board';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('wheel');

export default async function WheelGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <GameShell game="wheel">
      <WheelBoard />
    </GameShell>
  );
}
