'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { fetchRealityCheck } from '@/lib/api/protection';
import { useProtection } from '@/lib/hooks/data/use-protection';
import { realityCheckNotice } from '@/lib/session/reality-check-notice';
import { tokenStore } from '@/lib/session/token';
import { RealityCheckDialog, type RealityCheckSummary } from './reality-check-dialog';

/** setTimeout's longest delay; a later check is scheduled again when the page revalidates. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Opens the reality check when it falls due (`reality_check.due_at`), and at once when a stake
 * anywhere was refused for it (409 `reality_check_due`). A check already answered in another tab
 * is not shown: its figures come first, and a due time still ahead means someone answered it.
 */
export function RealityCheckWatcher() {
  const { protection, mutate } = useProtection();
  const [summary, setSummary] = useState<RealityCheckSummary | null | undefined>(undefined);
  const opening = useRef(false);
  const dueAt = protection?.reality_check.due_at ?? null;

  const check = useCallback(
    async (refused: boolean) => {
      if (opening.current || !tokenStore.get()) return;
      opening.current = true;
      try {
        const current = await fetchRealityCheck(browserApi());
        const due = current.due_at !== null && Date.parse(current.due_at) <= Date.now();
        if (due || refused) setSummary(current);
        else void mutate();
      } catch {
        // Without figures the check is still asked for when a stake was refused for it.
        if (refused) setSummary(null);
      } finally {
        opening.current = false;
      }
    },
    [mutate],
  );

  useEffect(() => {
    if (!dueAt) return;
    const delay = Math.min(Math.max(0, Date.parse(dueAt) - Date.now()), MAX_DELAY_MS);
    const timer = setTimeout(() => void check(false), delay);
    return () => clearTimeout(timer);
  }, [dueAt, check]);

  useEffect(() => realityCheckNotice.listen(() => void check(true)), [check]);

  if (summary === undefined) return null;
  return (
    <RealityCheckDialog
      summary={summary}
      onAnswered={() => {
        setSummary(undefined);
        void mutate();
      }}
    />
  );
}
