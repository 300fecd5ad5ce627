import type { ReactNode } from 'react';
import { BettingShell } from '@/components/sports/betting-shell';
import { AreaMessages } from '@/lib/i18n/area-messages';
import { AREA_NAMESPACES } from '@/lib/i18n/client-messages';

/** Every sportsbook page keeps the bet slip beside it, and the slip's and the line's copy. */
export default function BettingLayout({ children }: { children: ReactNode }) {
  return (
    <AreaMessages namespaces={AREA_NAMESPACES.betting.namespaces}>
      <BettingShell>{children}</BettingShell>
    </AreaMessages>
  );
}
