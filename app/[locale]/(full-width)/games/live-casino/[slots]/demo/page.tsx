import {
  GameLaunchPage,
  launchMetadata,
  type LaunchParams,
} from '@/components/games/game-launch-page';
import { resolveLocale } from '@/lib/i18n/page';

export const generateMetadata = launchMetadata('liveCasino', 'demo');

export default async function LiveCasinoDemoPage({ params }: LaunchParams) {
  await resolveLocale(params);
  return <GameLaunchPage catalogue="liveCasino" mode="demo" slug={(await params).slots} />;
}
