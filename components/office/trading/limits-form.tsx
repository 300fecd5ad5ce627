'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { officeApi } from '@/lib/api/office';
import { putSportLimits, type SportLimitInput } from '@/lib/api/office-trading';
import { CURRENCIES, type Currency } from '@/lib/constants/currencies';
import type { SportsTree } from '@/lib/schemas/sports';
import { nameIn } from '@/lib/sports/local-name';
import { FormAlert } from '../form-alert';
import { useOfficeError } from '../use-office-error';
import styles from './trading.module.css';
import officeStyles from '../office.module.css';

/** The API's sport of a row for every sport without its own (`ALL_SPORTS`). */
export const EVERY_SPORT = '*';

/** A limits row as the API answers it (money in major units). */
export type LimitRow = {
  currency: Currency;
  sport_id: string;
  min_stake: number;
  max_stake: number;
  max_payout: number;
  live_delay_ms: number;
  cashout_margin_e4: number;
};

/** A row as its fields hold it: text as typed, the delay in seconds, the margin in percent. */
type Draft = {
  currency: Currency;
  sport_id: string;
  min_stake: string;
  max_stake: string;
  max_payout: string;
  live_delay_s: string;
  cashout_margin_pct: string;
};

const draftOf = (row: LimitRow): Draft => ({
  currency: row.currency,
  sport_id: row.sport_id,
  min_stake: String(row.min_stake),
  max_stake: String(row.max_stake),
  max_payout: String(row.max_payout),
  live_delay_s: String(row.live_delay_ms / 1000),
  cashout_margin_pct: String(row.cashout_margin_e4 / 100),
});

const DECIMAL = /^\d+(\.\d+)?$/;

/** `5.5` s → 5,500 ms; text that is no number is left to the API, whose 422 names the field. */
const scaled = (text: string, factor: number) =>
  DECIMAL.test(text.trim()) ? Math.round(Number(text.trim()) * factor) : null;

const inputOf = (draft: Draft): SportLimitInput => ({
  currency: draft.currency,
  sport_id: draft.sport_id,
  min_stake: draft.min_stake.trim(),
  max_stake: draft.max_stake.trim(),
  max_payout: draft.max_payout.trim(),
  live_delay_ms: scaled(draft.live_delay_s, 1000),
  cashout_margin_e4: scaled(draft.cashout_margin_pct, 100),
});

const rowKey = (row: { currency: string; sport_id: string }) => `${row.currency}/${row.sport_id}`;

const AMOUNTS = ['min_stake', 'max_stake', 'max_payout'] as const;

/**
 * The limits per currency and sport as one form: each row set so far with its stakes, largest
 * payout, live delay and cash-out margin, rows added from a currency's defaults, all written at
 * once (`PUT /operator/sports/limits`, each row replacing its currency and sport). The API's 422
 * comes back on the row's field (`limits.<n>.<field>`).
 */
export function LimitsForm({
  rows,
  defaults,
  sports,
  onSaved,
}: {
  rows: readonly LimitRow[];
  defaults: readonly LimitRow[];
  sports: SportsTree['sports'] | undefined;
  onSaved: (answer: { limits: LimitRow[]; defaults: LimitRow[] }) => void;
}) {
  const t = useTranslations('office.trading.limits');
  const locale = useLocale();
  const [drafts, setDrafts] = useState<Draft[]>(() => rows.map(draftOf));
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fields = drafts.flatMap((_, index) =>
    [...AMOUNTS, 'live_delay_ms', 'cashout_margin_e4', 'currency', 'sport_id'].map(
      (name) => `limits.${index}.${name}`,
    ),
  );
  const { field, message } = useOfficeError(error, [...fields, 'limits']);

  // A refused field takes the focus, so its message is read with it.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);

  const sportName = (sportId: string) => {
    if (sportId === EVERY_SPORT) return t('everySport');
    const sport = sports?.find((entry) => entry.id === sportId);
    return sport ? nameIn(sport.name, locale) : sportId;
  };

  function change(index: number, name: keyof Draft, value: string) {
    setSaved(false);
    setDrafts((current) =>
      current.map((draft, at) => (at === index ? { ...draft, [name]: value } : draft)),
    );
  }

  function add(currency: Currency, sportId: string) {
    setSaved(false);
    if (drafts.some((draft) => rowKey(draft) === rowKey({ currency, sport_id: sportId }))) {
      setDuplicate(true);
      return;
    }
    setDuplicate(false);
    // A sport's row starts from the currency's row for every sport, else from the defaults.
    const base =
      drafts.find((draft) => draft.currency === currency && draft.sport_id === EVERY_SPORT) ??
      draftOf(defaults.find((row) => row.currency === currency)!);
    setDrafts((current) => [...current, { ...base, currency, sport_id: sportId }]);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setSaved(false);
    try {
      const answer = await putSportLimits(officeApi(), drafts.map(inputOf));
      setDrafts(answer.limits.map(draftOf));
      setSaved(true);
      onSaved(answer);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  const fieldOf = (index: number, name: string) => field(`limits.${index}.${name}`);
  /** The API's refusal of a delay or margin; "enter a number" when what was typed is none. */
  const numberError = (index: number, name: string, text: string, factor: number) => {
    const refused = fieldOf(index, name);
    return refused && scaled(text, factor) === null ? t('number') : refused;
  };

  return (
    <section className={officeStyles.page} aria-labelledby="trading-limits-set">
      <h2 id="trading-limits-set">{t('setTitle')}</h2>
      <p className="muted">{t('setLead')}</p>
      <NewRow sports={sports} sportName={sportName} onAdd={add} />
      {duplicate ? <FormAlert message={t('duplicate')} /> : null}
      <form ref={form} className={styles.limitRows} onSubmit={submit} noValidate>
        <FormAlert message={message} />
        {saved ? <FormAlert tone="info" message={t('saved')} /> : null}
        {drafts.length === 0 ? <p className={officeStyles.empty}>{t('none')}</p> : null}
        {drafts.map((draft, index) => (
          <fieldset key={rowKey(draft)} className={styles.limitRow}>
            <legend>
              {t('rowTitle', { currency: draft.currency, sport: sportName(draft.sport_id) })}
            </legend>
            {AMOUNTS.map((name) => (
              <Field
                key={name}
                label={t(`fields.${name}`, { currency: draft.currency })}
                name={`${name}-${index}`}
                inputMode="decimal"
                autoComplete="off"
                value={draft[name]}
                onChange={(change_) => change(index, name, change_.target.value)}
                error={fieldOf(index, name)}
              />
            ))}
            <Field
              label={t('fields.live_delay')}
              name={`live_delay-${index}`}
              inputMode="decimal"
              autoComplete="off"
              value={draft.live_delay_s}
              onChange={(change_) => change(index, 'live_delay_s', change_.target.value)}
              hint={t('hints.live_delay')}
              error={numberError(index, 'live_delay_ms', draft.live_delay_s, 1000)}
            />
            <Field
              label={t('fields.cashout_margin')}
              name={`cashout_margin-${index}`}
              inputMode="decimal"
              autoComplete="off"
              value={draft.cashout_margin_pct}
              onChange={(change_) => change(index, 'cashout_margin_pct', change_.target.value)}
              hint={t('hints.cashout_margin')}
              error={numberError(index, 'cashout_margin_e4', draft.cashout_margin_pct, 100)}
            />
          </fieldset>
        ))}
        {drafts.length > 0 ? (
          <div className={officeStyles.row}>
            <button type="submit" className="btn btn-primary" disabled={pending}>
              {pending ? t('saving') : t('save')}
            </button>
          </div>
        ) : null}
      </form>
    </section>
  );
}

/** A row to add: its currency and sport; its values start from that currency's. */
function NewRow({
  sports,
  sportName,
  onAdd,
}: {
  sports: SportsTree['sports'] | undefined;
  sportName: (sportId: string) => string;
  onAdd: (currency: Currency, sportId: string) => void;
}) {
  const t = useTranslations('office.trading.limits');
  const [currency, setCurrency] = useState<Currency>(CURRENCIES[0]);
  const [sport, setSport] = useState(EVERY_SPORT);
  return (
    <div className={styles.newRow} role="group" aria-label={t('addLabel')}>
      <div className="field">
        <label htmlFor="limits-new-currency">{t('currency')}</label>
        <select
          id="limits-new-currency"
          value={currency}
          onChange={(event) => setCurrency(event.target.value as Currency)}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="limits-new-sport">{t('sport')}</label>
        <select
          id="limits-new-sport"
          value={sport}
          onChange={(event) => setSport(event.target.value)}
        >
          <option value={EVERY_SPORT}>{sportName(EVERY_SPORT)}</option>
          {sports?.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {sportName(entry.id)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn-ghost" onClick={() => onAdd(currency, sport)}>
        {t('add')}
      </button>
    </div>
  );
}
