import {
  GameLaunchPage,
  launchMetadata,
  type LaunchParams,
} from '@/components/games/game-launch-page';
import { resolveLocale } from '@/lib/i18n/page';

export const generateMetadata = launchMetadata('liveCasino', 'play');

export default async function LiveCasinoPlayPage({ params }: LaunchParams) {
  await resolveLocale(params);
  return <GameLaunchPage catalogue="liveCasino" mode="play" slug={(await params).slots} />;
}
