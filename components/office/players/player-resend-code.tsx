'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { officeApi } from '@/lib/api/office';
import { resendPlayerCode } from '@/lib/api/office-players';
import { FormAlert } from '../form-alert';
import { useOfficeError } from '../use-office-error';
import type { PlayerOverview } from './player-types';
import playerStyles from './players.module.css';

type Channel = 'email' | 'phone';

/**
 * "Resend the e-mail code" and "Resend the SMS code" for a contact the player has not confirmed
 * yet: the code goes to the player's own contact, never to one staff type in, under the limits
 * of the player's own resend (a 429 says how long to wait).
 */
export function PlayerResendCode({ player }: { player: PlayerOverview['player'] }) {
  const t = useTranslations('office.players.resend');
  const [pending, setPending] = useState<Channel | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const { message } = useOfficeError(error, []);
  const contacts = (
    [
      ['email', player.email, player.is_email_verified],
      ['phone', player.phone, player.is_phone_verified],
    ] as const
  ).filter(([, contact, verified]) => contact && !verified);
  if (contacts.length === 0) return null;

  async function resend(channel: Channel, contact: string) {
    setPending(channel);
    setSent(null);
    setError(null);
    try {
      await resendPlayerCode(officeApi(), player.id, channel);
      setSent(t('sent', { contact }));
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className={playerStyles.actions}>
      {contacts.map(([channel, contact]) => (
        <button
          key={channel}
          type="button"
          className="btn btn-ghost"
          disabled={pending !== null}
          onClick={() => resend(channel, contact!)}
        >
          {pending === channel ? t('sending') : t(channel)}
        </button>
      ))}
      <FormAlert message={sent} tone="info" />
      <FormAlert message={message} />
    </div>
  );
}
