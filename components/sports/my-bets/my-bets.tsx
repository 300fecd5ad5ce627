'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { HistoryLoading } from '@/components/profile/history-loading';
import { EmptyState } from '@/components/ui/empty-state';
import { OpenModalButton } from '@/components/ui/open-modal-button';
import { Segmented } from '@/components/ui/segmented';
import { useSportsTickets } from '@/lib/hooks/data/use-sports-tickets';
import { useToken } from '@/lib/session/token';
import { TicketCard } from './ticket-card';
import styles from './my-bets.module.css';

const TABS = ['open', 'settled', 'cashed_out'] as const;
type Tab = (typeof TABS)[number];

/** My bets (issue 18): the player's tickets, open, settled or cashed out, newest first. */
export function MyBets() {
  const t = useTranslations('MyBets');
  const token = useToken();
  const [tab, setTab] = useState<Tab>('open');
  const { tickets, error, isLoading, hasMore, loadMore, mutate } = useSportsTickets(tab);

  if (!token) {
    return (
      <EmptyState
        title={t('guestTitle')}
        text={t('guestText')}
        action={<OpenModalButton modal="Login">{t('login')}</OpenModalButton>}
      />
    );
  }
  return (
    <div className={styles.myBets}>
      <Segmented
        label={t('tabsLabel')}
        options={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      {isLoading || (error && tickets.length === 0) ? (
        <HistoryLoading
          failed={Boolean(error)}
          loading={t('loading')}
          loadError={t('loadError')}
          onRetry={() => void mutate()}
        />
      ) : tickets.length === 0 ? (
        <EmptyState title={t(`empty.${tab}`)} text={t('emptyText')} />
      ) : (
        <>
          {tickets.map((ticket) => (
            <TicketCard
              key={`${ticket.id}:${ticket.version}`}
              ticket={ticket}
              onChanged={() => void mutate()}
            />
          ))}
          {hasMore ? (
            <button type="button" className="btn btn-ghost" onClick={() => void loadMore()}>
              {t('more')}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
