import { gameMetadata } from '@/components/games/game-page';
import { MinerBoard } from '@/components/games/miner/miner-board';
import { GameShell } from '@/components/games/shared/game-shell';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('miner');

export default async function MinerGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <GameShell game="miner">
      <MinerBoard />
    </GameShell>
  );
}
