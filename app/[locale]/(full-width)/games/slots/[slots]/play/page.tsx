import {
  GameLaunchPage,
  launchMetadata,
  type LaunchParams,
} from '@/components/games/game-launch-page';
import { resolveLocale } from '@/lib/i18n/page';

export const generateMetadata = launchMetadata('slots', 'play');

export default async function SlotsPlayPage({ params }: LaunchParams) {
  await resolveLocale(params);
  return <GameLaunchPage catalogue="slots" mode="play" slug={(await params).slots} />;
}
