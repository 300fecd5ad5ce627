'use client';

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { SectionGate } from '../section-gate';
import { MarketingNoticeContext, type MarketingNotice } from './marketing-notice';
import { MarketingTabs } from './marketing-tabs';
import officeStyles from '../office.module.css';

/**
 * `/office/marketing/*` (`marketing.manage`): the section's tabs above the tab's page (which
 * holds its own heading), and the outcome of the last saved form for the list it returned to.
 * A layout, so the tabs and that outcome stay while the section's pages change.
 */
export function MarketingSection({ children }: { children: ReactNode }) {
  return (
    <SectionGate section="marketing">
      <MarketingFrame>{children}</MarketingFrame>
    </SectionGate>
  );
}

function MarketingFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [notice, setNotice] = useState<(MarketingNotice & { seen: boolean }) | null>(null);

  const [lastPath, setLastPath] = useState(pathname);

  // The notice belongs to the page it was announced for: once seen there, leaving forgets it.
  if (pathname !== lastPath) {
    setLastPath(pathname);
    if (notice?.path === pathname && !notice.seen) setNotice({ ...notice, seen: true });
    else if (notice?.path !== pathname && notice?.seen) setNotice(null);
  }

  const announce = useCallback((next: MarketingNotice) => setNotice({ ...next, seen: false }), []);
  const shown = notice && notice.path === pathname ? notice.text : null;
  const value = useMemo(() => ({ shown, announce }), [shown, announce]);

  return (
    <MarketingNoticeContext.Provider value={value}>
      <div className={officeStyles.page}>
        <MarketingTabs />
        {children}
      </div>
    </MarketingNoticeContext.Provider>
  );
}
