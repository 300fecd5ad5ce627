import { GamePage, gameMetadata } from '@/components/games/game-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('hilo');

export default async function HiloGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <GamePage game="hilo" />;
}
