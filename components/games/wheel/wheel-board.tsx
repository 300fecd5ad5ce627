'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { BetAmount } from '@/components/games/shared/bet-amount';
import { FairnessLine } from '@/components/games/shared/fairness-line';
import shared from '@/components/games/shared/games.module.css';
import { SoundToggle } from '@/components/games/shared/sound-toggle';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { ActionButton } from '@/components/ui/action-button';
import { Segmented } from '@/components/ui/segmented';
import { browserApi } from '@/lib/api/browser';
import { placeBet } from '@/lib/api/games';
import { WHEEL_SEGMENT_COUNTS } from '@/lib/constants/games';
import { payoutFor } from '@/lib/games/multiplier';
import { WHEEL_RISKS, type WheelRisk, type WheelSegments } from '@/lib/games/wheel/tables';
import { isWheelSegments, wheelTable } from '@/lib/games/wheel/wheel';
import { useBetAmount } from '@/lib/hooks/behaviour/use-bet-amount';
import { useReducedMotion } from '@/lib/hooks/behaviour/use-reduced-motion';
import { useSingleStepBet } from '@/lib/hooks/behaviour/use-single-step-bet';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { toMajor, toMinor } from '@/lib/money/units';
import type { WheelAnswer } from '@/lib/schemas/games';
import { landingAngle } from './wheel-geometry';
import { WheelLegend } from './wheel-legend';
import { WheelPicture } from './wheel-picture';

/** How long the wheel turns before it shows the segment (the CSS transition's length). */
export const WHEEL_SPIN_MS = 2000;

/**
 * Wheel of fortune: a risk level and a wheel of 10–50 segments, whose table (from
 * `lib/games/wheel`, as the server settles it) the wheel and its legend show. Spin sends the
 * bet; the wheel turns and stops with the drawn segment under the pointer, highlighted (under
 * prefers-reduced-motion it stays still and only the highlight shows), and the result is read
 * out. Changing the risk or the size forgets the shown spin: its wheel is no longer the one drawn.
 */
export function WheelBoard() {
  const t = useTranslations('WheelBoard');
  const table = useTranslations('GameTable');
  const format = useNumberFormat();
  const { money, multiplier, percent } = useGameFormat();
  const reduced = useReducedMotion();
  const stake = useBetAmount('wheel');
  const { bet, landed, busy, play, clear } = useSingleStepBet<WheelAnswer>({
    stepMs: WHEEL_SPIN_MS,
  });
  const [risk, setRisk] = useState<WheelRisk>('medium');
  const [segments, setSegments] = useState<WheelSegments>(10);
  const [angle, setAngle] = useState(0);

  const multipliers = wheelTable({ risk, segments });
  const top = Math.max(...multipliers);
  const chance = (multipliers.filter((value) => value > 1).length * 100) / segments;
  const topPayout = stake.amount !== null ? toMajor(payoutFor(toMinor(stake.amount), top)) : null;
  const spinning = bet !== null && !landed;
  const shown = bet && landed ? bet : null;

  function chooseRisk(next: WheelRisk) {
    if (busy || next === risk) return;
    setRisk(next);
    clear();
  }

  function chooseSegments(next: string) {
    const count = Number(next);
    if (busy || !isWheelSegments(count) || count === segments) return;
    setSegments(count);
    clear();
  }

  async function spin(event: FormEvent) {
    event.preventDefault();
    const { amount } = stake;
    if (busy || amount === null) return;
    await play(
      (key) => placeBet(browserApi(), 'wheel', { key, amount, risk, segments }),
      (answer) => {
        // Under reduced motion the wheel stays where it is: the landed segment is highlighted.
        if (!reduced) {
          setAngle((from) => landingAngle(from, answer.result.segment, answer.inputs.segments));
        }
      },
    );
  }

  const label = (value: number) => `${format.number(value, { maximumFractionDigits: 4 })}×`;

  return (
    <form className={shared.board} onSubmit={spin} noValidate aria-label={t('form')}>
      <div className={shared.controls} data-testid="bet-panel">
        <BetAmount game="wheel" value={stake.value} onChange={stake.setValue} disabled={busy} />
        <Segmented
          label={t('risk')}
          options={WHEEL_RISKS.map((value) => ({ value, label: t(`risks.${value}`) }))}
          value={risk}
          onChange={chooseRisk}
        />
        <Segmented
          label={t('segments')}
          options={WHEEL_SEGMENT_COUNTS.map((count) => ({
            value: String(count),
            label: format.number(count),
          }))}
          value={String(segments)}
          onChange={chooseSegments}
        />
        <dl className={shared.stats}>
          <div>
            <dt>{table('stats.chance')}</dt>
            <dd data-testid="wheel-chance">{percent(chance)}</dd>
          </div>
          <div>
            <dt>{t('topMultiplier')}</dt>
            <dd data-testid="wheel-top">{multiplier(top)}</dd>
          </div>
          <div>
            <dt>{t('topPayout')}</dt>
            <dd>{topPayout === null ? '—' : money(topPayout, stake.currency)}</dd>
          </div>
        </dl>
        <ActionButton type="submit" className="btn btn-primary btn-block" unavailable={busy}>
          {busy ? t('spinning') : t('spin')}
        </ActionButton>
      </div>

      <section className={shared.stage} data-testid="game-stage" aria-labelledby="wheel-stage">
        <div className={shared.stageHeader}>
          <h2 id="wheel-stage">{t('stage')}</h2>
          <SoundToggle />
        </div>
        <WheelPicture
          table={multipliers}
          angle={angle}
          spinning={spinning}
          landed={shown ? shown.result.segment : null}
          label={label}
        />
        <p
          className={shared.outcome}
          data-result={shown ? (shown.win ? 'win' : 'loss') : undefined}
          role="status"
          aria-live="polite"
        >
          {shown
            ? shown.win
              ? t('result.win', {
                  multiplier: multiplier(shown.multiplier),
                  amount: money(shown.payout, shown.currency),
                })
              : t('result.loss', { multiplier: multiplier(shown.multiplier) })
            : spinning
              ? t('spinning')
              : table('outcome.idle')}
        </p>
        <WheelLegend risk={risk} table={multipliers} landed={shown ? shown.multiplier : null} />
        {shown ? <FairnessLine bet={shown} /> : null}
      </section>
    </form>
  );
}
