'use client';

import { useAtom, useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { betSlipAtom, slipDrawerAtom } from '@/lib/atoms/bet-slip';
import { oddsLabel, parseOdds } from '@/lib/sports/odds';
import { totalOddsE4 } from '@/lib/sports/settle';
import styles from './bet-slip.module.css';

// The slip's logic, checks and placement load after the line is on screen.
const BetSlip = dynamic(() => import('./bet-slip').then((module) => module.BetSlip), {
  ssr: false,
});

const NARROW = '(max-width: 900px)';
const subscribe = (listener: () => void) => {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
};
const readNarrow = () => window.matchMedia?.(NARROW).matches ?? false;

/**
 * Where the slip lives: a right-hand column on wide screens; on narrow ones (390 px) a sticky bar
 * at the bottom (how many selections, their total odds) that opens the slip as a drawer, which
 * holds the focus while it is open.
 */
export function BetSlipPanel() {
  const t = useTranslations('BetSlip');
  const narrow = useSyncExternalStore(subscribe, readNarrow, () => false);
  const selections = useAtomValue(betSlipAtom);
  const [open, setOpen] = useAtom(slipDrawerAtom);

  if (!narrow) {
    return (
      <aside className={styles.column} aria-label={t('title')}>
        <BetSlip />
      </aside>
    );
  }
  const odds = selections.map((selection) => parseOdds(selection.odds) ?? 0);
  const total = odds.length > 0 && odds.every(Boolean) ? oddsLabel(totalOddsE4(odds)) : null;
  return (
    <>
      {selections.length > 0 ? (
        <button
          type="button"
          className={styles.bar}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <span>{t('barCount', { count: selections.length })}</span>
          {total ? <span>{t('barOdds', { odds: total })}</span> : null}
          <strong>{t('open')}</strong>
        </button>
      ) : null}
      {open ? (
        <Dialog title={t('title')} onClose={() => setOpen(false)} className={styles.drawer}>
          <BetSlip />
        </Dialog>
      ) : null}
    </>
  );
}
