import { gameMetadata } from '@/components/games/game-page';
import { GameShell } from '@/components/games/shared/game-shell';
import { WheelBoard } from '@/components/games/wheel/wheel-board';
import { WheelTablesDetails } from '@/components/games/wheel/wheel-tables';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('wheel');

/** The wheel: its board, and with its rules every table, each checkable without a script. */
export default async function WheelGamePage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <GameShell game="wheel" rulesDetail={<WheelTablesDetails />}>
      <WheelBoard />
    </GameShell>
  );
}
