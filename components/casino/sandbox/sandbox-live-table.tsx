'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { sandboxTable, sandboxTableBet } from '@/lib/api/casino-launch';
import type { RouletteBet } from '@/lib/games/roulette/bets';
import type { SandboxLaunchState } from '@/lib/schemas/sandbox-rgs';
import { LiveRouletteTable } from './live-roulette-table';
import styles from './sandbox-game.module.css';

/** How often the table is asked for its state: the countdown and other players' bets. */
const POLL_MS = 1_000;

/**
 * The sandbox provider's live roulette table in its game page: the shared round polled every
 * second, bets sent to the provider (which has the wallet take them), and the balance asked again
 * whenever the round moves on (its bets are settled when the wheel stops).
 */
export function SandboxLiveTable({
  launchId,
  launch,
  onMoney,
}: {
  launchId: string;
  launch: SandboxLaunchState;
  /** The balance moved: the page asks the launch again and tells the site. */
  onMoney: () => void;
}) {
  const t = useTranslations('SandboxRgs.page');
  const { data: table, error } = useSWR(
    ['sandbox-rgs-table', launchId],
    () => sandboxTable(browserApi(), launchId),
    { refreshInterval: POLL_MS, dedupingInterval: 500 },
  );
  const [placedBalance, setPlacedBalance] = useState<number | null>(null);
  const phase = table ? `${table.roundId}:${table.phase}` : null;
  const lastPhase = useRef(phase);
  useEffect(() => {
    if (phase === lastPhase.current) return;
    lastPhase.current = phase;
    onMoney();
  }, [phase, onMoney]);

  const bet = useCallback(
    async (chips: RouletteBet[]) => {
      const answer = await sandboxTableBet(browserApi(), launchId, chips);
      if (answer.status === 'refused') throw new Error(answer.error);
      setPlacedBalance(answer.balance);
      onMoney();
      return answer;
    },
    [launchId, onMoney],
  );

  if (!table) {
    return (
      <p className={styles.message} role={error ? 'alert' : 'status'}>
        {error ? t('tableDown') : t('loading')}
      </p>
    );
  }
  return (
    <LiveRouletteTable
      state={table}
      onBet={bet}
      balance={placedBalance ?? launch.balance ?? 0}
      currency={launch.currency}
    />
  );
}
