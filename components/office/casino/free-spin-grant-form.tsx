'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { newIdempotencyKey } from '@/lib/api/client';
import { officeApi } from '@/lib/api/office';
import { grantFreeSpins, type FreeSpinGrantBody } from '@/lib/api/office-casino';
import { CURRENCIES, type Currency } from '@/lib/constants/currencies';
import { formReader } from '@/lib/forms/form-reader';
import type { FreeSpin } from '@/lib/schemas/free-spins';
import { FormAlert } from '../form-alert';
import { useOfficeError } from '../use-office-error';
import { SelectField } from '../select-field';
import styles from '../office.module.css';

const FIELDS = [
  'user_id',
  'game',
  'rounds',
  'bet_value',
  'currency',
  'starts_at',
  'expiration_at',
] as const;

/** A whole number as typed, or what the API will refuse as not one (an empty field: missing). */
const whole = (text: string) =>
  text.trim() === '' ? undefined : Number(text.trim().replace(/^#/, ''));

/** A `datetime-local` value (the browser's time) as an instant; empty: none. */
const instant = (text: string) => {
  if (!text) return undefined;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? text : time.toISOString();
};

/**
 * Grant free spins (`POST /operator/casino/free-spins`): the player, the game (its slug), the
 * rounds, one round's bet and currency, and when they may be played. The API's refusals show on
 * their fields. Each grant has its own key, kept across retries of the same grant, so a second
 * press after a lost answer cannot grant twice.
 */
export function FreeSpinGrantForm({
  userId,
  game,
  onGranted,
}: {
  /** The player being looked at, filled in. */
  userId: number | null;
  /** A game chosen on the Games page. */
  game: string | undefined;
  onGranted: (grant: FreeSpin, userId: number) => void;
}) {
  const t = useTranslations('office.casino.freeSpins.grant');
  const [key, setKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [granted, setGranted] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { field, message } = useOfficeError(error, FIELDS);

  // A refused field takes the focus, so its message is read with it.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const read = formReader(target);
    const body = {
      key,
      user_id: whole(read('user_id')),
      game: read('game').trim(),
      rounds: whole(read('rounds')),
      bet_value: read('bet_value').trim().replace(',', '.') || undefined,
      currency: read('currency') as Currency,
      starts_at: instant(read('starts_at')),
      expiration_at: instant(read('expiration_at')),
    } as FreeSpinGrantBody;
    setPending(true);
    setError(null);
    setGranted(null);
    try {
      const answer = await grantFreeSpins(officeApi(), body);
      setGranted(
        t('done', { rounds: answer.data.rounds, game: answer.data.game.name, user: body.user_id }),
      );
      // A new grant starts from an empty form with a new key: pressing again is not a retry.
      target.reset();
      setKey(newIdempotencyKey());
      onGranted(answer.data, body.user_id);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="free-spins-grant">
      <h3 id="free-spins-grant">{t('title')}</h3>
      <FormAlert message={granted} tone="info" />
      <form ref={form} className={styles.grid} onSubmit={submit} noValidate>
        <FormAlert message={message} />
        <Field
          key={`user-${userId ?? ''}`}
          label={t('player')}
          name="user_id"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={userId ?? undefined}
          required
          error={field('user_id')}
        />
        <Field
          label={t('game')}
          name="game"
          autoComplete="off"
          defaultValue={game}
          required
          hint={t('gameHint')}
          error={field('game')}
        />
        <Field
          label={t('rounds')}
          name="rounds"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          required
          error={field('rounds')}
        />
        <Field
          label={t('bet')}
          name="bet_value"
          inputMode="decimal"
          autoComplete="off"
          required
          hint={t('betHint')}
          error={field('bet_value')}
        />
        <SelectField
          label={t('currency')}
          name="currency"
          defaultValue="RUB"
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          error={field('currency')}
        />
        <Field
          label={t('startsAt')}
          name="starts_at"
          type="datetime-local"
          hint={t('startsHint')}
          error={field('starts_at')}
        />
        <Field
          label={t('expiresAt')}
          name="expiration_at"
          type="datetime-local"
          required
          error={field('expiration_at')}
        />
        <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
          {pending ? t('sending') : t('submit')}
        </button>
      </form>
    </section>
  );
}
