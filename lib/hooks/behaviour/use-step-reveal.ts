'use client';

import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/lib/hooks/behaviour/use-reduced-motion';

/**
 * How many of `total` things to show, one more every `stepMs`, starting over whenever `run`
 * changes (a new result); all of them at once under prefers-reduced-motion. 0 without a run.
 */
export function useStepReveal(total: number, run: string | null, stepMs: number) {
  const reduced = useReducedMotion();
  const [progress, setProgress] = useState<{ run: string | null; shown: number }>({
    run: null,
    shown: 0,
  });

  useEffect(() => {
    if (!run || reduced || total === 0) return;
    let shown = 0;
    const timer = setInterval(() => {
      shown += 1;
      setProgress({ run, shown });
      if (shown >= total) clearInterval(timer);
    }, stepMs);
    return () => clearInterval(timer);
  }, [run, total, stepMs, reduced]);

  if (!run) return 0;
  if (reduced) return total;
  return progress.run === run ? Math.min(progress.shown, total) : 0;
}
