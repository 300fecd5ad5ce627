'use client';

import { useAtom, useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { betSlipAtom, slipDrawerAtom, slipNoticeAtom } from '@/lib/atoms/bet-slip';
import { whenInteracted } from '@/lib/dom/when-interacted';
import { oddsLabel, parseOdds } from '@/lib/sports/odds';
import { totalOddsE4 } from '@/lib/sports/settle';
import { SlipHead } from './slip-head';
import { SLIP_COLUMN_ID, useNarrowSlip } from './use-slip-layout';
import styles from './bet-slip.module.css';

/** An empty slip as the slip draws one: what stands in while its code is not there. */
function EmptySlip() {
  const t = useTranslations('BetSlip');
  return (
    <div className={styles.slip}>
      <SlipHead count={0} />
      <p className="muted">{t('empty')}</p>
    </div>
  );
}

// The slip's logic, checks and placement (about 10 KB gzip) load after the line is on screen.
const BetSlip = dynamic(() => import('./bet-slip').then((module) => module.BetSlip), {
  ssr: false,
  loading: EmptySlip,
});

/**
 * The slip in the column: while it is empty, its code loads once the visitor moves, touches or
 * types (ahead of the click on a price); a visit that only reads loads none of it (issue 41).
 */
function ColumnSlip() {
  const selections = useAtomValue(betSlipAtom);
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenInteracted(() => setWanted(true)), []);
  return wanted || selections.length > 0 ? <BetSlip /> : <EmptySlip />;
}

/**
 * Where the slip lives: a right-hand column on wide screens; on narrow ones (390 px) a sticky bar
 * at the bottom (how many selections, their total odds) that opens the slip as a drawer, which
 * holds the focus while it is open. Either way, what an odds button did to the slip is said
 * politely, since the bar appears without a word and the column is far away in the page's order.
 */
export function BetSlipPanel() {
  const narrow = useNarrowSlip();
  const notice = useAtomValue(slipNoticeAtom);
  return (
    <>
      <p role="status" className="visually-hidden">
        {notice}
      </p>
      {narrow ? <SlipDrawer /> : <SlipColumn />}
    </>
  );
}

/** The slip beside the line; "Go to bet slip" moves the focus to it. */
function SlipColumn() {
  const t = useTranslations('BetSlip');
  return (
    <aside id={SLIP_COLUMN_ID} tabIndex={-1} className={styles.column} aria-label={t('title')}>
      <ColumnSlip />
    </aside>
  );
}

/** The bar at the bottom of a narrow screen and the drawer it opens. */
function SlipDrawer() {
  const t = useTranslations('BetSlip');
  const selections = useAtomValue(betSlipAtom);
  const [open, setOpen] = useAtom(slipDrawerAtom);
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
