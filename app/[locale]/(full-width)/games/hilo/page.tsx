import { gameMetadata } from '@/components/games/game-page';
import { HiloBoard } from '@/components/games/hilo/hilo-board';
import { GameShell } from '@/components/games/shared/game-shell';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('hilo');

export default async function HiloGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <GameShell game="hilo">
      <HiloBoard />
    </GameShell>
  );
}
