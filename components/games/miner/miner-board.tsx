'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { BetAmount } from '@/components/games/shared/bet-amount';
import { FairnessLine } from '@/components/games/shared/fairness-line';
import shared from '@/components/games/shared/games.module.css';
import { RoundButton } from '@/components/games/shared/round-button';
import { SoundToggle } from '@/components/games/shared/sound-toggle';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { browserApi } from '@/lib/api/browser';
import { cashOut, minerReveal, startRound } from '@/lib/api/games';
import { MINER_MAX_MINES, MINER_MIN_MINES } from '@/lib/constants/games';
import { payoutFor } from '@/lib/games/multiplier';
import { useBetAmount } from '@/lib/hooks/behaviour/use-bet-amount';
import { useRoundPlay } from '@/lib/hooks/behaviour/use-round-play';
import { toMajor, toMinor } from '@/lib/money/units';
import { MinerField } from './miner-field';
import { cellStates, mineCount, nextMultiplier } from './miner-view';

const MINE_CHOICES = Array.from(
  { length: MINER_MAX_MINES - MINER_MIN_MINES + 1 },
  (_, index) => MINER_MIN_MINES + index,
);
const DEFAULT_MINES = 3;

/**
 * Miner: a bet and a number of mines start a round on a 5 × 5 field; every safe cell
 * opened raises the multiplier, a mine ends the round, and cashing out pays the stake times the
 * multiplier. The open round lives on the server, so the board picks it up after a reload; once
 * the round is over every mine is shown.
 */
export function MinerBoard() {
  const t = useTranslations('Miner');
  const { money, multiplier: times } = useGameFormat();
  const minesId = useId();
  const stake = useBetAmount('miner');
  const { bet, finished, isLoading, pending, start, act } = useRoundPlay('miner');
  const open = bet?.status === 'open';
  const [mines, setMines] = useState(DEFAULT_MINES);
  const [lastCell, setLastCell] = useState<number | null>(null);

  const revealedCount = bet?.result.revealed.length ?? 0;
  const next = bet && open ? nextMultiplier(bet) : null;

  function startMiner() {
    const { amount } = stake;
    if (amount === null) return;
    setLastCell(null);
    void start((key) => startRound(browserApi(), 'miner', { key, amount, mines }));
  }

  function reveal(cell: number) {
    if (pending) return;
    setLastCell(cell);
    void act(() => minerReveal(browserApi(), cell));
  }

  const cashOutAmount =
    bet && open ? toMajor(payoutFor(toMinor(bet.amount), bet.result.multiplier)) : 0;

  return (
    <div className={shared.board}>
      <div className={shared.controls} data-testid="bet-panel">
        <BetAmount
          game="miner"
          value={stake.value}
          onChange={stake.setValue}
          disabled={pending || open}
        />
        <div className="field">
          <label htmlFor={minesId}>{t('mines')}</label>
          <select
            id={minesId}
            value={bet && open ? mineCount(bet) : mines}
            disabled={pending || open}
            onChange={(event) => setMines(Number(event.target.value))}
          >
            {MINE_CHOICES.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
        <RoundButton
          open={open}
          pending={pending}
          canCashOut={revealedCount > 0}
          cashOutLabel={
            bet && revealedCount > 0
              ? t('cashOut', {
                  amount: money(cashOutAmount, bet.currency),
                  multiplier: times(bet.result.multiplier),
                })
              : ''
          }
          waitLabel={t('cashOutLater')}
          onCashOut={() => void act(() => cashOut(browserApi(), 'miner'))}
          canStart={!isLoading && stake.amount !== null}
          startLabel={finished ? t('again') : t('start')}
          onStart={startMiner}
        />
      </div>

      <div className={shared.stage} data-testid="game-stage">
        <div className={shared.stageHeader}>
          <p className="muted">{t(open ? 'playHint' : bet ? 'finishedHint' : 'hint')}</p>
          <SoundToggle />
        </div>
        {bet && open ? (
          <dl className={shared.stats}>
            <div>
              <dt>{t('current')}</dt>
              <dd>{times(bet.result.multiplier)}</dd>
            </div>
            <div>
              <dt>{t('next')}</dt>
              <dd>{next === null ? '—' : times(next)}</dd>
            </div>
            <div>
              <dt>{t('stake')}</dt>
              <dd>{money(bet.amount, bet.currency)}</dd>
            </div>
          </dl>
        ) : null}
        <MinerField
          states={cellStates(bet, lastCell)}
          playable={open && !pending}
          onReveal={reveal}
        />
        <div
          className={shared.outcome}
          data-result={bet && !open ? (bet.payout > 0 ? 'win' : 'loss') : undefined}
          aria-live="polite"
        >
          {bet && !open
            ? bet.payout > 0
              ? t('cashedOut', {
                  amount: money(bet.payout, bet.currency),
                  multiplier: times(bet.multiplier),
                })
              : t('lost')
            : null}
        </div>
        {bet && !open ? <FairnessLine bet={bet} /> : null}
      </div>
    </div>
  );
}
