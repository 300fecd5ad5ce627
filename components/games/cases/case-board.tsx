'use client';

import { useTranslations } from 'next-intl';
import { FairnessLine } from '@/components/games/shared/fairness-line';
import shared from '@/components/games/shared/games.module.css';
import { SoundToggle } from '@/components/games/shared/sound-toggle';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { ActionButton } from '@/components/ui/action-button';
import { browserApi } from '@/lib/api/browser';
import { openCase } from '@/lib/api/games';
import { useBetCurrency } from '@/lib/hooks/behaviour/use-bet-currency';
import { useCase } from '@/lib/hooks/data/use-cases';
import { useSingleStepBet } from '@/lib/hooks/behaviour/use-single-step-bet';
import { useToken } from '@/lib/session/token';
import { Link } from '@/lib/i18n/navigation';
import type { CaseAnswer, CaseSummary } from '@/lib/schemas/games';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { CASE_SPIN_MS, CaseStrip } from './case-strip';
import styles from './cases.module.css';
import { useCaseNames } from './use-case-names';

/** An opening sounds like a win when the item is worth more than the price. */
const itemWins = (bet: CaseAnswer) => (bet.win ? 'win' : 'lose');

/**
 * One case: its items with their values and chances, and the Open button; the price is
 * the stake, the strip runs and stops on the won item, and the item's value is credited.
 */
export function CaseBoard({ initial }: { initial: CaseSummary }) {
  const t = useTranslations('Cases');
  const { money, multiplier, percent } = useGameFormat();
  const { caseName, itemName } = useCaseNames();
  const { gameCase = initial } = useCase(initial.slug, initial);
  const opening = useSingleStepBet<CaseAnswer>({ stepMs: CASE_SPIN_MS, sound: itemWins });
  const { bet, busy, play } = opening;
  const token = useToken();
  const currency = useBetCurrency();

  const landed = bet !== null && opening.landed;

  // A signed-in player's prices load in the profile currency; until then the button waits.
  const priced = !token || gameCase.currency === currency;

  async function open() {
    await play((key) => openCase(browserApi(), gameCase.slug, key));
  }

  const wonItem = bet
    ? (gameCase.items.find((item) => item.id === bet.result.item.id) ?? {
        id: bet.result.item.id,
        name: String(bet.result.item.name ?? bet.result.item.id),
      })
    : null;

  return (
    <div className={styles.caseBoard}>
      <div className={shared.stage} data-testid="bet-panel">
        <div className={shared.stageHeader}>
          <div>
            <h2 className={styles.caseName}>{caseName(gameCase)}</h2>
            <p className="muted">
              {t('price', { price: money(gameCase.price, gameCase.currency) })}
            </p>
          </div>
          <SoundToggle />
        </div>
        <CaseStrip
          gameCase={gameCase}
          won={bet ? { id: bet.result.item.id, roll: bet.result.roll } : null}
          run={bet?.id ?? null}
          landed={landed}
        />
        <ActionButton className="btn btn-primary" unavailable={busy || !priced} onClick={open}>
          {t('open', { price: money(gameCase.price, gameCase.currency) })}
        </ActionButton>
        <div
          className={shared.outcome}
          data-result={landed ? (bet.win ? 'win' : 'loss') : undefined}
          aria-live="polite"
        >
          {landed && wonItem
            ? t('won', {
                item: itemName(wonItem),
                value: money(bet.payout, bet.currency),
                multiplier: multiplier(bet.multiplier),
              })
            : null}
        </div>
        {landed ? <FairnessLine bet={bet} /> : null}
      </div>

      <section className="panel" aria-labelledby="case-items">
        <h2 id="case-items">{t('contents')}</h2>
        <ScrollRegion className={shared.tableWrap} labelledBy="case-items">
          <table className={shared.table}>
            <thead>
              <tr>
                <th scope="col">{t('columns.item')}</th>
                <th scope="col">{t('columns.value')}</th>
                <th scope="col">{t('columns.chance')}</th>
              </tr>
            </thead>
            <tbody>
              {gameCase.items.map((item) => (
                <tr key={item.id} data-won={(landed && item.id === wonItem?.id) || undefined}>
                  <td>{itemName(item)}</td>
                  <td>{money(item.value, gameCase.currency)}</td>
                  <td>{percent(item.chance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <p>
          <Link href="/games/cases">{t('all')}</Link>
        </p>
      </section>
    </div>
  );
}
