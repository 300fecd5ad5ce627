import { GamePage, gameMetadata } from '@/components/games/game-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('keno');

export default async function KenoGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <GamePage game="keno" />;
}
