import { GamePage, gameMetadata } from '@/components/games/game-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('dice');

export default async function DiceGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <GamePage game="dice" />;
}
