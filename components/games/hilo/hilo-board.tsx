'use client';

import { useTranslations } from 'next-intl';
import { BetAmount } from '@/components/games/shared/bet-amount';
import { FairnessLine } from '@/components/games/shared/fairness-line';
import shared from '@/components/games/shared/games.module.css';
import { RoundButton } from '@/components/games/shared/round-button';
import { SoundToggle } from '@/components/games/shared/sound-toggle';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { browserApi } from '@/lib/api/browser';
import { cashOut, hiloGuess, startRound } from '@/lib/api/games';
import { HILO_GUESSES } from '@/lib/games/hilo/cards';
import { payoutFor } from '@/lib/games/multiplier';
import { useBetAmount } from '@/lib/hooks/behaviour/use-bet-amount';
import { useRoundPlay } from '@/lib/hooks/behaviour/use-round-play';
import { toMajor, toMinor } from '@/lib/money/units';
import type { HiloAction, HiloAnswer } from '@/lib/schemas/games';
import { HiloHistory } from './hilo-history';
import { canCashOut, hiloHistory, hiloOdds } from './hilo-view';
import { CardBack, PlayingCard } from './playing-card';
import styles from './hilo.module.css';

/**
 * The sound of a hilo answer: a finished round's win or loss, and a win for every won guess
 * while the round goes on (a skip is silent).
 */
function hiloSound(bet: HiloAnswer) {
  if (bet.status !== 'open') return bet.payout > 0 ? 'win' : 'lose';
  const last = hiloHistory(bet).at(-1);
  return last?.kind === 'guess' && last.won ? 'win' : null;
}

/**
 * Hi-Lo: a bet starts a round with one card; each guess (higher or same, lower or
 * same) or skip draws the next; a won guess raises the multiplier, a lost one ends the round,
 * and cashing out pays the stake times the multiplier. The open round lives on the server, so
 * the board picks it up again after a reload.
 */
export function HiloBoard() {
  const t = useTranslations('Hilo');
  const { money, multiplier, percent } = useGameFormat();
  const stake = useBetAmount('hilo');
  const { bet, finished, isLoading, pending, start, act } = useRoundPlay('hilo', hiloSound);
  const open = bet?.status === 'open';

  const history = bet ? hiloHistory(bet) : [];
  const current = history.at(-1);
  const odds = bet && open ? hiloOdds(bet, history) : null;
  const cashOutReady = open && canCashOut(history);
  const cashOutAmount = open ? toMajor(payoutFor(toMinor(bet.amount), bet.result.multiplier)) : 0;

  function startHilo() {
    const { amount } = stake;
    if (amount === null) return;
    void start((key) => startRound(browserApi(), 'hilo', { key, amount }));
  }

  function guess(action: HiloAction) {
    void act(() => hiloGuess(browserApi(), action));
  }

  return (
    <div className={shared.board}>
      <div className={shared.controls} data-testid="bet-panel">
        <BetAmount
          game="hilo"
          value={stake.value}
          onChange={stake.setValue}
          disabled={pending || open}
        />
        <RoundButton
          open={open}
          pending={pending}
          canCashOut={cashOutReady}
          cashOutLabel={
            bet && cashOutReady
              ? t('cashOut', {
                  amount: money(cashOutAmount, bet.currency),
                  multiplier: multiplier(bet.result.multiplier),
                })
              : ''
          }
          waitLabel={t('cashOutLater')}
          onCashOut={() => void act(() => cashOut(browserApi(), 'hilo'))}
          canStart={!isLoading && stake.amount !== null}
          startLabel={finished ? t('again') : t('start')}
          onStart={startHilo}
        />
      </div>

      <div className={shared.stage} data-testid="game-stage">
        <div className={shared.stageHeader}>
          <p className="muted">
            {open ? t('roundStake', { amount: money(bet.amount, bet.currency) }) : t('hint')}
          </p>
          <SoundToggle />
        </div>

        <div className={styles.current}>
          {current ? <PlayingCard key={history.length} card={current.card} /> : <CardBack />}
        </div>

        {odds ? (
          <div className={styles.guesses}>
            {HILO_GUESSES.map((entry) => (
              <button
                key={entry}
                type="button"
                className="btn btn-ghost"
                disabled={pending || odds[entry].certain}
                onClick={() => guess(entry)}
              >
                <span>{t(`guesses.${entry}`)}</span>
                <small>
                  {t('odds', {
                    chance: percent(odds[entry].chance),
                    multiplier: multiplier(odds[entry].multiplier),
                  })}
                </small>
              </button>
            ))}
            <button
              type="button"
              className="btn btn-ghost"
              disabled={pending}
              onClick={() => guess('skip')}
            >
              {t('skip')}
            </button>
          </div>
        ) : null}

        <div
          className={shared.outcome}
          data-result={bet && !open ? (bet.payout > 0 ? 'win' : 'loss') : undefined}
          aria-live="polite"
        >
          {bet && !open
            ? bet.payout > 0
              ? t('cashedOut', {
                  amount: money(bet.payout, bet.currency),
                  multiplier: multiplier(bet.multiplier),
                })
              : t('lost')
            : null}
        </div>

        {history.length > 0 ? <HiloHistory history={history} /> : null}
        {bet && !open ? <FairnessLine bet={bet} /> : null}
      </div>
    </div>
  );
}
