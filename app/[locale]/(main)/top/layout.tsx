import type { ReactNode } from 'react';
import { AreaMessages } from '@/lib/i18n/area-messages';
import { AREA_NAMESPACES } from '@/lib/i18n/client-messages';

/** `/top`: the leaderboards' live copy, which no other page shows. */
export default function TopLayout({ children }: { children: ReactNode }) {
  return <AreaMessages namespaces={AREA_NAMESPACES.top.namespaces}>{children}</AreaMessages>;
}
