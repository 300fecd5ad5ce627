import { CoinflipBoard } from '@/components/games/coinflip/coinflip-board';
import { gameMetadata } from '@/components/games/game-page';
import { GameShell } from '@/components/games/shared/game-shell';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('coinflip');

export default async function CoinflipGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <GameShell game="coinflip">
      <CoinflipBoard />
    </GameShell>
  );
}
