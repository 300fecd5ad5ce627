import type { ReactNode } from 'react';
import { AreaMessages } from '@/lib/i18n/area-messages';
import { AREA_NAMESPACES } from '@/lib/i18n/client-messages';

/** The sandbox game provider's pages: its slot's and live table's copy, which no other page shows. */
export default function SandboxRgsLayout({ children }: { children: ReactNode }) {
  return <AreaMessages namespaces={AREA_NAMESPACES.sandboxRgs.namespaces}>{children}</AreaMessages>;
}
