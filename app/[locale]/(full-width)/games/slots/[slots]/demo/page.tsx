import {
  GameLaunchPage,
  launchMetadata,
  type LaunchParams,
} from '@/components/games/game-launch-page';
import { resolveLocale } from '@/lib/i18n/page';

export const generateMetadata = launchMetadata('slots', 'demo');

export default async function SlotsDemoPage({ params }: LaunchParams) {
  await resolveLocale(params);
  return <GameLaunchPage catalogue="slots" mode="demo" slug={(await params).slots} />;
}
