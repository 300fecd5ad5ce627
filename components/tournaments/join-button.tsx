'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { joinTournament } from '@/lib/api/tournaments';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useUser } from '@/lib/hooks/data/use-user';

/**
 * "Join the tournament" of an opt-in tournament. A signed-in player joins through the API (a
 * 409, full or already in, shows the error notification); a guest gets the Login modal.
 * `joined` is what the server knew when the page was rendered.
 */
export function JoinButton({
  tournamentId,
  joined,
  onJoined,
}: {
  tournamentId: number;
  joined: boolean;
  onJoined?: () => void;
}) {
  const t = useTranslations('TournamentLive');
  const { user, isLoading } = useUser();
  const { open } = useModal();
  const { run, pending } = useFormAction();
  const [done, setDone] = useState(joined);

  async function join() {
    if (!user) {
      open('Login');
      return;
    }
    const answer = await run(() => joinTournament(browserApi(), tournamentId));
    if (answer?.joined) {
      setDone(true);
      onJoined?.();
    }
  }

  return (
    <div className="actions">
      <button
        type="button"
        className={done ? 'btn btn-ghost' : 'btn btn-primary'}
        disabled={isLoading || pending || done}
        aria-busy={pending || undefined}
        onClick={() => void join()}
      >
        {pending
          ? t('joining')
          : done
            ? t('joined')
            : user || isLoading
              ? t('join')
              : t('loginToJoin')}
      </button>
      <span className="muted" role="status">
        {done ? t('joined') : null}
      </span>
    </div>
  );
}
