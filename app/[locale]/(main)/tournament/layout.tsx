import type { ReactNode } from 'react';
import { AreaMessages } from '@/lib/i18n/area-messages';
import { AREA_NAMESPACES } from '@/lib/i18n/client-messages';

/** A tournament's page: its live leaderboard's and joining copy, which no other page shows. */
export default function TournamentLayout({ children }: { children: ReactNode }) {
  return <AreaMessages namespaces={AREA_NAMESPACES.tournament.namespaces}>{children}</AreaMessages>;
}
