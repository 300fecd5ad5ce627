import { GamePage, gameMetadata } from '@/components/games/game-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('coinflip');

export default async function CoinflipGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <GamePage game="coinflip" />;
}
