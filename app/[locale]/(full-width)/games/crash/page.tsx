import { GamePage, gameMetadata } from '@/components/games/game-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('crash');

export default async function CrashGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <GamePage game="crash" />;
}
