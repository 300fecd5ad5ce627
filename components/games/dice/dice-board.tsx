'use client';

import { useTranslations } from 'next-intl';
import { useState, type CSSProperties, type FormEvent, type KeyboardEvent } from 'react';
import { BetAmount } from '@/components/games/shared/bet-amount';
import { FairnessLine } from '@/components/games/shared/fairness-line';
import shared from '@/components/games/shared/games.module.css';
import { SoundToggle } from '@/components/games/shared/sound-toggle';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { ActionButton } from '@/components/ui/action-button';
import { Segmented } from '@/components/ui/segmented';
import { browserApi } from '@/lib/api/browser';
import { placeBet } from '@/lib/api/games';
import {
  DICE_DIRECTIONS,
  diceBetProblem,
  diceMultiplier,
  diceTargetRange,
  diceWinChance,
  type DiceDirection,
} from '@/lib/games/dice/dice';
import { payoutFor } from '@/lib/games/multiplier';
import { useBetAmount } from '@/lib/hooks/behaviour/use-bet-amount';
import { useSingleStepBet } from '@/lib/hooks/behaviour/use-single-step-bet';
import { toMajor, toMinor } from '@/lib/money/units';
import type { DiceAnswer } from '@/lib/schemas/games';
import { mirrorTarget, parseTarget } from './dice-target';
import styles from './dice.module.css';

/** How many of the player's last rolls the strip keeps. */
const HISTORY_LENGTH = 8;

/** A roll is shown at once: only its marker slides (in CSS). */
const AT_ONCE = () => 0;

/**
 * Whether the game's rules take the target in this direction: the dice target rule the game's
 * input schema applies, without loading the schema (and zod) with the page.
 */
const isLegal = (target: number, direction: DiceDirection) =>
  diceBetProblem({ target, direction }) === null;

/**
 * Dice: a target on the 0–100 scale and a direction; the target rule, win chance and multiplier
 * come from `lib/games/dice`, as the server computes them. Enter rolls; the roll's marker slides
 * along the bar (at once under prefers-reduced-motion) and the result reads win or loss.
 */
export function DiceBoard() {
  const t = useTranslations('DiceBoard');
  const table = useTranslations('GameTable');
  const { money, multiplier, percent, fixed: rollText } = useGameFormat();
  const stake = useBetAmount('dice');
  const { play, pending } = useSingleStepBet<DiceAnswer>({ steps: AT_ONCE });
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(50);
  const [targetText, setTargetText] = useState('50');
  const [history, setHistory] = useState<DiceAnswer[]>([]);
  const last = history[0] ?? null;

  const range = diceTargetRange(direction);
  const bet = { target, direction };
  const legal = isLegal(target, direction);
  const targetValid = parseTarget(targetText) === target && legal;
  const chance = legal ? diceWinChance(bet) : null;
  const odds = legal ? diceMultiplier(bet) : null;
  const payout =
    stake.amount !== null && odds !== null ? toMajor(payoutFor(toMinor(stake.amount), odds)) : null;

  function chooseTarget(next: number) {
    setTarget(next);
    setTargetText(String(next));
  }

  function typeTarget(text: string) {
    setTargetText(text);
    const parsed = parseTarget(text);
    if (parsed !== null && isLegal(parsed, direction)) {
      setTarget(parsed);
    }
  }

  function chooseDirection(next: DiceDirection) {
    if (next === direction) return;
    setDirection(next);
    // The same win chance on the other side of the bar.
    chooseTarget(mirrorTarget(target));
  }

  async function roll(event?: FormEvent) {
    event?.preventDefault();
    const { amount } = stake;
    if (pending || amount === null || !targetValid) return;
    const answer = await play((key) =>
      placeBet(browserApi(), 'dice', { key, amount, target, direction }),
    );
    if (answer) setHistory((before) => [answer, ...before].slice(0, HISTORY_LENGTH));
  }

  // Enter rolls from any field of the board, the slider too (forms submit only from text fields).
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const element = event.target as HTMLElement;
    if (event.key !== 'Enter' || element.tagName === 'BUTTON' || element.tagName === 'A') return;
    event.preventDefault();
    void roll();
  }

  const winZone: CSSProperties =
    direction === 'under'
      ? ({ '--from': '0%', '--to': `${target}%` } as CSSProperties)
      : ({ '--from': `${target}%`, '--to': '100%' } as CSSProperties);

  return (
    <form
      className={shared.board}
      onSubmit={roll}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={t('form')}
    >
      <div className={shared.controls} data-testid="bet-panel">
        <BetAmount game="dice" value={stake.value} onChange={stake.setValue} disabled={pending} />
        <Segmented
          label={t('direction')}
          options={DICE_DIRECTIONS.map((value) => ({ value, label: t(value) }))}
          value={direction}
          onChange={chooseDirection}
        />
        <div className="field">
          <label htmlFor="dice-target">{t('target')}</label>
          <input
            id="dice-target"
            name="target"
            type="number"
            inputMode="decimal"
            min={range.min}
            max={range.max}
            step="0.01"
            value={targetText}
            onChange={(event) => typeTarget(event.target.value)}
            aria-invalid={targetValid ? undefined : true}
            aria-describedby={targetValid ? undefined : 'dice-target-error'}
          />
          {targetValid ? null : (
            <p id="dice-target-error" className="field-error">
              {t('targetProblem', { min: rollText(range.min), max: rollText(range.max) })}
            </p>
          )}
        </div>
        <dl className={shared.stats}>
          <div>
            <dt>{table('stats.chance')}</dt>
            <dd data-testid="dice-chance">{chance === null ? '—' : percent(chance)}</dd>
          </div>
          <div>
            <dt>{table('stats.multiplier')}</dt>
            <dd data-testid="dice-multiplier">{odds === null ? '—' : multiplier(odds)}</dd>
          </div>
          <div>
            <dt>{table('stats.payout')}</dt>
            <dd>{payout === null ? '—' : money(payout, stake.currency)}</dd>
          </div>
        </dl>
        <ActionButton
          type="submit"
          className="btn btn-primary btn-block"
          unavailable={pending}
          aria-keyshortcuts="Enter"
        >
          {pending ? t('rolling') : t('roll')}
        </ActionButton>
        <p className={`${shared.limits} keyboard-hint`}>{t('keyboardHint')}</p>
      </div>

      <section className={shared.stage} data-testid="game-stage" aria-labelledby="dice-stage">
        <div className={shared.stageHeader}>
          <h2 id="dice-stage">{t('stage')}</h2>
          <SoundToggle />
        </div>
        <div className={styles.track} data-direction={direction} style={winZone}>
          <input
            type="range"
            className={styles.slider}
            aria-label={t('target')}
            min={range.min}
            max={range.max}
            step="0.01"
            value={target}
            onChange={(event) => chooseTarget(Number(event.target.value))}
          />
          {last ? (
            <div
              className={styles.marker}
              data-result={last.win ? 'win' : 'loss'}
              style={{ left: `${last.result.roll}%` }}
              aria-hidden="true"
            >
              {rollText(last.result.roll)}
            </div>
          ) : null}
        </div>
        <div className={styles.scale} aria-hidden="true">
          {[0, 25, 50, 75, 100].map((mark) => (
            <span key={mark}>{mark}</span>
          ))}
        </div>
        <p
          className={shared.outcome}
          data-result={last ? (last.win ? 'win' : 'loss') : undefined}
          role="status"
          aria-live="polite"
        >
          {last ? (
            <span key={last.id} className={styles.pop}>
              {last.win
                ? t('result.win', {
                    roll: rollText(last.result.roll),
                    amount: money(last.payout, last.currency),
                  })
                : t('result.loss', { roll: rollText(last.result.roll) })}
            </span>
          ) : (
            table('outcome.idle')
          )}
        </p>
        {history.length > 0 ? (
          <ol className={styles.history} aria-label={t('history')}>
            {history.map((entry) => (
              <li key={entry.id} data-result={entry.win ? 'win' : 'loss'}>
                {rollText(entry.result.roll)}
              </li>
            ))}
          </ol>
        ) : null}
        {last ? <FairnessLine bet={last} /> : null}
      </section>
    </form>
  );
}
