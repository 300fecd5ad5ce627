'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { useCatalogueName } from './use-catalogue-name';
import { IN_HOUSE_GAMES } from '@/lib/constants/games';
import { CASES } from '@/lib/games/cases/catalogue';
import { COIN_SIDES } from '@/lib/games/coinflip/coinflip';
import { DICE_DIRECTIONS } from '@/lib/games/dice/dice';
import { KENO_RISKS } from '@/lib/games/keno/paytables';
import type { VerifierFields } from './fair-query';
import { VerifierResult } from './verifier-result';
import { verify, type Verification, type VerifierProblem } from './verify';
import styles from './fair.module.css';

type Select<K extends keyof VerifierFields> = {
  field: K;
  options: readonly { value: VerifierFields[K]; label: string }[];
};

/**
 * Recomputes any bet in the browser from the server seed, client seed, nonce and the game's
 * inputs, with the `lib/games` code the server uses, and shows the SHA-256 of the server seed to
 * compare with the hash committed before the bet. Starts from `initial` (the query string, or a
 * pair just revealed); with a server seed already there it shows the result at once.
 */
export function FairVerifier({ initial }: { initial: VerifierFields }) {
  const t = useTranslations('FairTools.verifier');
  const games = useTranslations('FairTools.games');
  const name = useCatalogueName();
  const [fields, setFields] = useState(initial);
  const [result, setResult] = useState<Verification | null>(() =>
    initial.serverSeed ? verify(initial) : null,
  );

  const set = <K extends keyof VerifierFields>(field: K, value: VerifierFields[K]) =>
    setFields((before) => ({ ...before, [field]: value }));
  const problems: readonly VerifierProblem[] = result && !result.ok ? result.problems : [];
  const errorOf = (problem: VerifierProblem) =>
    problems.includes(problem) ? t(`problems.${problem}`) : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(verify(fields));
  }

  const text = (field: keyof VerifierFields, problem?: VerifierProblem, hint?: string) => (
    <Field
      label={t(`fields.${field}`)}
      name={field}
      value={fields[field]}
      autoComplete="off"
      spellCheck={false}
      placeholder={hint}
      onChange={(event) => set(field, event.target.value as never)}
      error={problem ? errorOf(problem) : undefined}
    />
  );

  function select<K extends keyof VerifierFields>({ field, options }: Select<K>) {
    return (
      <div className="field">
        <label htmlFor={`verifier-${field}`}>{t(`fields.${field as keyof VerifierFields}`)}</label>
        <select
          id={`verifier-${field}`}
          name={field}
          value={fields[field]}
          onChange={(event) => set(field, event.target.value as VerifierFields[K])}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const inputs: Record<VerifierFields['game'], ReactNode> = {
    dice: (
      <>
        {text('target', 'target')}
        {select({
          field: 'direction',
          options: DICE_DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) })),
        })}
      </>
    ),
    coinflip: select({
      field: 'side',
      options: COIN_SIDES.map((value) => ({ value, label: t(`sides.${value}`) })),
    }),
    roulette: (
      <div className="field">
        <label htmlFor="verifier-bets">{t('fields.bets')}</label>
        <textarea
          id="verifier-bets"
          name="bets"
          rows={3}
          spellCheck={false}
          className={styles.textarea}
          value={fields.bets}
          onChange={(event) => set('bets', event.target.value)}
          aria-invalid={errorOf('bets') ? true : undefined}
          aria-describedby="verifier-bets-hint"
        />
        <p id="verifier-bets-hint" className={errorOf('bets') ? 'field-error' : 'muted'}>
          {errorOf('bets') ?? t('betsHint')}
        </p>
      </div>
    ),
    keno: (
      <>
        {text('picks', 'picks')}
        {select({
          field: 'risk',
          options: KENO_RISKS.map((value) => ({ value, label: t(`risks.${value}`) })),
        })}
      </>
    ),
    hilo: text('cards', 'cards'),
    miner: text('mines', 'mines'),
    cases: select({
      field: 'slug',
      options: CASES.map(({ slug, nameKey }) => ({ value: slug, label: name(nameKey, slug) })),
    }),
  };

  return (
    <section className="panel" aria-labelledby="fair-verifier">
      <h2 id="fair-verifier">{t('heading')}</h2>
      <p className="muted">{t('lead')}</p>
      <form className={styles.verifier} onSubmit={submit} noValidate>
        {select({
          field: 'game',
          options: IN_HOUSE_GAMES.map((value) => ({ value, label: games(value) })),
        })}
        {text('serverSeed', 'serverSeed')}
        {text('clientSeed', 'clientSeed')}
        {text('nonce', 'nonce')}
        {text('hash', undefined, t('hashHint'))}
        {inputs[fields.game]}
        <button type="submit" className="btn btn-primary">
          {t('submit')}
        </button>
      </form>
      {result?.ok ? <VerifierResult verification={result} /> : null}
    </section>
  );
}
