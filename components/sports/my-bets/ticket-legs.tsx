'use client';

import { useTranslations } from 'next-intl';
import type { TicketView } from '@/lib/schemas/sports';
import { shownScore } from '@/lib/sports/event-score';
import { useMarketNames } from '../use-market-names';
import styles from './my-bets.module.css';

/**
 * A ticket's legs: match, market, outcome and, per leg, the odds o, the result r, the void factor
 * v, the dead-heat factor d and the effective odds e it pays at (once settled).
 */
export function TicketLegs({ ticket }: { ticket: TicketView }) {
  const t = useTranslations('MyBets');
  const names = useMarketNames();
  return (
    <table className={styles.legs}>
      <thead>
        <tr>
          <th scope="col">{t('columns.selection')}</th>
          <th scope="col">{t('columns.odds')}</th>
          <th scope="col">{t('columns.result')}</th>
          <th scope="col">{t('columns.voidFactor')}</th>
          <th scope="col">{t('columns.deadHeat')}</th>
          <th scope="col">{t('columns.effective')}</th>
        </tr>
      </thead>
      <tbody>
        {ticket.legs.map((leg) => {
          const teams = names.teams(leg.event);
          const market = { type_id: leg.type_id, specifiers: leg.specifiers };
          const settled = leg.settlement;
          const score = shownScore(leg.event);
          return (
            <tr key={leg.idx} data-grade={settled?.grade ?? 'open'}>
              <td data-label={t('columns.selection')}>
                <span className={styles.legMatch}>
                  {teams.home} — {teams.away}
                  {score ? ` ${score.home}:${score.away}` : ''}
                </span>
                <span className="muted">{names.market(market, leg.event)}</span>{' '}
                <strong>{names.outcome(market, leg.outcome_id, leg.event)}</strong>
                {leg.banker ? <span className={styles.tag}>{t('banker')}</span> : null}
              </td>
              <td data-label={t('columns.odds')}>{leg.odds}</td>
              <td data-label={t('columns.result')}>
                {settled ? (
                  <>
                    {t(`grades.${settled.grade}`)}{' '}
                    <span className="muted">r = {settled.result}</span>
                  </>
                ) : (
                  t('grades.open')
                )}
              </td>
              <td data-label={t('columns.voidFactor')}>{settled?.void_factor ?? '—'}</td>
              <td data-label={t('columns.deadHeat')}>{settled?.dead_heat_factor ?? '—'}</td>
              <td data-label={t('columns.effective')}>{settled?.effective_odds ?? '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
