'use client';

import { useTranslations } from 'next-intl';
import { createContext, use, useCallback, type ReactNode } from 'react';
import { useProtection } from '@/lib/hooks/data/use-protection';
import type { ProtectionAnswer } from '@/lib/schemas/protection';

type LoadedProtection = {
  protection: ProtectionAnswer;
  /** Shows what a change answered (every change answers the whole protection). */
  update: (next: ProtectionAnswer) => void;
};

const ProtectionContext = createContext<LoadedProtection | null>(null);

/** The player's protection inside `ProtectionLoaded`. */
export function useLoadedProtection(): LoadedProtection {
  const value = use(ProtectionContext);
  if (!value) throw new Error('useLoadedProtection() needs a ProtectionLoaded around it');
  return value;
}

/**
 * The Responsible gaming page's sections, once the player's protection has loaded: until then a
 * quiet line, or why not with a retry.
 */
export function ProtectionLoaded({ children }: { children: ReactNode }) {
  const t = useTranslations('Protection');
  const { protection, error, mutate } = useProtection();
  const update = useCallback(
    (next: ProtectionAnswer) => void mutate(next, { revalidate: false }),
    [mutate],
  );
  if (!protection) {
    return error ? (
      <div role="alert" className="panel">
        <p className="muted">{t('loadError')}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    ) : (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  return <ProtectionContext value={{ protection, update }}>{children}</ProtectionContext>;
}
