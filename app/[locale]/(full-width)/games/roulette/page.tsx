import { GamePage, gameMetadata } from '@/components/games/game-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('roulette');

export default async function RouletteGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <GamePage game="roulette" />;
}
