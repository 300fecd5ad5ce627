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
import { COINFLIP_MULTIPLIER } from '@/lib/constants/games';
import { COIN_SIDES, type CoinSide } from '@/lib/games/coinflip/coinflip';
import { payoutFor } from '@/lib/games/multiplier';
import { useBetAmount } from '@/lib/hooks/behaviour/use-bet-amount';
import { useSingleStepBet } from '@/lib/hooks/behaviour/use-single-step-bet';
import { toMajor, toMinor } from '@/lib/money/units';
import type { CoinflipAnswer } from '@/lib/schemas/games';
import styles from './coinflip.module.css';

/** How long the coin spins before it shows its side (the CSS transition's length). */
export const COIN_FLIP_MS = 1000;
/** Whole turns per flip. */
const TURNS = 5;

/** The coin's angle after a flip from `from` landing on `side`: heads up at 0°, tails at 180°. */
function landingAngle(from: number, side: CoinSide) {
  const face = side === 'heads' ? 0 : 180;
  const base = from - (((from % 360) + 360) % 360);
  return base + TURNS * 360 + face;
}

/**
 * Coinflip: call heads or tails and flip; the coin spins and lands on the side the
 * server's roll gave (at once under prefers-reduced-motion), and a correct call pays 1.98×.
 */
export function CoinflipBoard() {
  const t = useTranslations('CoinflipBoard');
  const table = useTranslations('GameTable');
  const { money, multiplier, percent } = useGameFormat();
  const stake = useBetAmount('coinflip');
  const { bet, landed, busy, play } = useSingleStepBet<CoinflipAnswer>({ stepMs: COIN_FLIP_MS });
  const [call, setCall] = useState<CoinSide>('heads');
  const [angle, setAngle] = useState(0);

  const flipping = bet !== null && !landed;
  const payout =
    stake.amount !== null ? toMajor(payoutFor(toMinor(stake.amount), COINFLIP_MULTIPLIER)) : null;

  async function flip(event: FormEvent) {
    event.preventDefault();
    const { amount } = stake;
    if (busy || amount === null) return;
    await play(
      (key) => placeBet(browserApi(), 'coinflip', { key, amount, side: call }),
      (answer) => setAngle((from) => landingAngle(from, answer.result.side)),
    );
  }

  const shown = bet && landed ? bet : null;

  return (
    <form className={shared.board} onSubmit={flip} noValidate aria-label={t('form')}>
      <div className={shared.controls} data-testid="bet-panel">
        <BetAmount game="coinflip" value={stake.value} onChange={stake.setValue} disabled={busy} />
        <Segmented
          label={t('call')}
          options={COIN_SIDES.map((value) => ({ value, label: t(`sides.${value}`) }))}
          value={call}
          onChange={setCall}
        />
        <dl className={shared.stats}>
          <div>
            <dt>{table('stats.chance')}</dt>
            <dd>{percent(50)}</dd>
          </div>
          <div>
            <dt>{table('stats.multiplier')}</dt>
            <dd>{multiplier(COINFLIP_MULTIPLIER)}</dd>
          </div>
          <div>
            <dt>{table('stats.payout')}</dt>
            <dd>{payout === null ? '—' : money(payout, stake.currency)}</dd>
          </div>
        </dl>
        <ActionButton type="submit" className="btn btn-primary btn-block" unavailable={busy}>
          {busy ? t('flipping') : t('flip')}
        </ActionButton>
      </div>

      <section className={shared.stage} data-testid="game-stage" aria-labelledby="coinflip-stage">
        <div className={shared.stageHeader}>
          <h2 id="coinflip-stage">{t('stage')}</h2>
          <SoundToggle />
        </div>
        <div className={styles.scene} aria-hidden="true">
          <div
            className={styles.coin}
            data-flipping={flipping || undefined}
            style={{ transform: `rotateY(${angle}deg)` }}
          >
            <span className={styles.heads}>{t('faces.heads')}</span>
            <span className={styles.tails}>{t('faces.tails')}</span>
          </div>
        </div>
        <p
          className={shared.outcome}
          data-result={shown ? (shown.win ? 'win' : 'loss') : undefined}
          role="status"
          aria-live="polite"
        >
          {shown
            ? shown.win
              ? t('result.win', {
                  side: t(`sides.${shown.result.side}`),
                  amount: money(shown.payout, shown.currency),
                })
              : t('result.loss', { side: t(`sides.${shown.result.side}`) })
            : flipping
              ? t('flipping')
              : table('outcome.idle')}
        </p>
        {shown ? <FairnessLine bet={shown} /> : null}
      </section>
    </form>
  );
}
