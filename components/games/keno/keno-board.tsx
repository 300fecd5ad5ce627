'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BetAmount } from '@/components/games/shared/bet-amount';
import { FairnessLine } from '@/components/games/shared/fairness-line';
import shared from '@/components/games/shared/games.module.css';
import { SoundToggle } from '@/components/games/shared/sound-toggle';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { ActionButton } from '@/components/ui/action-button';
import { Segmented } from '@/components/ui/segmented';
import { browserApi } from '@/lib/api/browser';
import { placeBet } from '@/lib/api/games';
import { KENO_MAX_PICKS, KENO_MIN_PICKS, KENO_NUMBERS } from '@/lib/constants/games';
import { KENO_RISKS, type KenoRisk } from '@/lib/games/keno/paytables';
import { useBetAmount } from '@/lib/hooks/behaviour/use-bet-amount';
import { useSingleStepBet } from '@/lib/hooks/behaviour/use-single-step-bet';
import type { KenoAnswer } from '@/lib/schemas/games';
import { KenoGrid } from './keno-grid';
import { KenoPaytable } from './keno-paytable';
import styles from './keno.module.css';

/** A drawn number appears every this many milliseconds (all at once under reduced motion). */
export const KENO_DRAW_STEP_MS = 180;

/**
 * `count` distinct numbers of 1–40 for the Random pick button: the player's choice, not an
 * outcome, but taken from the browser's cryptographic generator all the same.
 */
function randomPicks(count: number): number[] {
  const left = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);
  const words = crypto.getRandomValues(new Uint32Array(count));
  return Array.from(words, (word) => left.splice(word % left.length, 1)[0]!).sort((a, b) => a - b);
}

/**
 * Keno: pick 1–10 of the 40 numbers and a risk level, see that ticket's paytable, and
 * play; the ten drawn numbers appear one by one with the hits marked, then the payout.
 */
export function KenoBoard() {
  const t = useTranslations('Keno');
  const { money, multiplier } = useGameFormat();
  const stake = useBetAmount('keno');
  const {
    bet,
    shown,
    landed,
    busy,
    play: place,
    clear,
  } = useSingleStepBet<KenoAnswer>({
    steps: (ticket) => ticket.result.drawn.length,
    stepMs: KENO_DRAW_STEP_MS,
  });
  const [picks, setPicks] = useState<number[]>([]);
  const [risk, setRisk] = useState<KenoRisk>('classic');

  const drawn = bet?.result.drawn ?? [];
  const done = bet !== null && landed;

  function choose(next: number[]) {
    setPicks(next);
    clear();
  }

  function toggle(number: number) {
    if (busy) return;
    choose(
      picks.includes(number)
        ? picks.filter((entry) => entry !== number)
        : [...picks, number].sort((a, b) => a - b),
    );
  }

  async function play() {
    const { amount } = stake;
    if (busy || amount === null || picks.length < KENO_MIN_PICKS) return;
    clear();
    await place((key) => placeBet(browserApi(), 'keno', { key, amount, picks, risk }));
  }

  return (
    <div className={shared.board}>
      <div className={shared.controls} data-testid="bet-panel">
        <BetAmount game="keno" value={stake.value} onChange={stake.setValue} disabled={busy} />
        <div className={styles.risk}>
          <span>{t('risk')}</span>
          <Segmented
            label={t('risk')}
            options={KENO_RISKS.map((value) => ({ value, label: t(`risks.${value}`) }))}
            value={risk}
            onChange={(value) => {
              if (busy) return;
              setRisk(value);
              clear();
            }}
          />
        </div>
        <div className={styles.pickActions}>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() => choose(randomPicks(picks.length || KENO_MAX_PICKS))}
          >
            {t('random')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy || picks.length === 0}
            onClick={() => choose([])}
          >
            {t('clear')}
          </button>
        </div>
        <ActionButton
          className="btn btn-primary btn-block"
          unavailable={busy || picks.length < KENO_MIN_PICKS || stake.amount === null}
          onClick={play}
        >
          {t('play')}
        </ActionButton>
      </div>

      <div className={shared.stage} data-testid="game-stage">
        <div className={shared.stageHeader}>
          <p className="muted" aria-live="polite">
            {t('picked', { count: picks.length, max: KENO_MAX_PICKS })}
          </p>
          <SoundToggle />
        </div>
        <KenoGrid picks={picks} drawn={drawn.slice(0, shown)} disabled={busy} onToggle={toggle} />
        <KenoPaytable
          risk={risk}
          picks={picks.length}
          hits={done ? bet.result.hits.length : undefined}
        />
        <div
          className={shared.outcome}
          data-result={done ? (bet.payout > 0 ? 'win' : 'loss') : undefined}
          aria-live="polite"
        >
          {done ? (
            <>
              <p>{t('drawn', { numbers: drawn.join(', ') })}</p>
              <p>
                {t('hitsResult', { hits: bet.result.hits.length, picks: bet.inputs.picks.length })}
              </p>
              <p>
                {bet.payout > 0
                  ? t('won', {
                      amount: money(bet.payout, bet.currency),
                      multiplier: multiplier(bet.multiplier),
                    })
                  : t('lost')}
              </p>
            </>
          ) : null}
        </div>
        {done ? <FairnessLine bet={bet} /> : null}
      </div>
    </div>
  );
}
