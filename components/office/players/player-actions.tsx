'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { officeApi } from '@/lib/api/office';
import { setPlayerState } from '@/lib/api/office-players';
import { DecisionDialog } from '../decision-dialog';
import { useOfficeMember } from '../member-context';
import type { PlayerOverview } from './player-types';
import styles from '../office.module.css';
import playerStyles from './players.module.css';

type StateAction = 'block' | 'unblock' | 'close' | 'reopen';

const TARGET: Record<StateAction, 'active' | 'blocked' | 'closed'> = {
  block: 'blocked',
  unblock: 'active',
  close: 'closed',
  reopen: 'active',
};

/** What staff may do from each state; the player's own break is theirs alone to end. */
function actionsFor(state: PlayerOverview['player']['state']): StateAction[] {
  if (state === 'active') return ['block', 'close'];
  if (state === 'blocked') return ['unblock', 'close'];
  if (state === 'closed') return ['reopen'];
  return [];
}

/**
 * Block, unblock, close or reopen the account with a reason (`POST …/state`, `players.block`),
 * shown only to members who hold it. The outcome is announced and takes the focus, since the
 * button that opened the dialog is gone once the state changed.
 */
export function PlayerActions({
  overview,
  onChanged,
}: {
  overview: PlayerOverview;
  onChanged: () => Promise<unknown> | void;
}) {
  const t = useTranslations('office.players.actions');
  const member = useOfficeMember();
  const [acting, setActing] = useState<StateAction | null>(null);
  const [done, setDone] = useState<StateAction | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const { player } = overview;

  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  if (!member.permissions.includes('players.block')) return null;
  const actions = actionsFor(player.state);

  async function act(action: StateAction, reason: string) {
    await setPlayerState(officeApi(), player.id, { state: TARGET[action], reason });
    setActing(null);
    setDone(action);
    await onChanged();
  }

  return (
    <div className={playerStyles.actions}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={
            action === 'block' || action === 'close' ? `btn ${styles.danger}` : 'btn btn-ghost'
          }
          onClick={() => {
            setDone(null);
            setActing(action);
          }}
        >
          {t(action)}
        </button>
      ))}
      {actions.length === 0 ? <p className="muted">{t('playerBreak')}</p> : null}
      {done ? (
        <p ref={status} role="status" tabIndex={-1} className={styles.alert} data-tone="info">
          {t(`done.${done}`, { id: player.id })}
        </p>
      ) : null}
      {acting ? (
        <DecisionDialog
          title={t(`titles.${acting}`, { id: player.id })}
          summary={<p>{t(`summaries.${acting}`)}</p>}
          submitLabel={t(acting)}
          noteRequired
          noteField="reason"
          noteHint={t('reasonHint')}
          extraFields={['state']}
          danger={acting === 'block' || acting === 'close'}
          onSubmit={(reason) => act(acting, reason)}
          onClose={() => setActing(null)}
        />
      ) : null}
    </div>
  );
}
