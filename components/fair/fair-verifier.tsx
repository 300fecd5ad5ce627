'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useGameName } from '@/components/games/shared/use-game-name';
import { Field } from '@/components/ui/field';
import { GAME_DEFINITIONS, gameDefinition, isGameId } from '@/lib/games/registry';
import type { VerifierField } from '@/lib/games/verifier';
import { verify, type Verification, type VerifierForm } from '@/lib/games/verify';
import { useVerifierFormat } from './use-verifier-format';
import { VerifierResult } from './verifier-result';
import styles from './fair.module.css';

type SharedField = 'serverSeed' | 'clientSeed' | 'nonce' | 'hash';

/**
 * Recomputes any bet in the browser from the server seed, client seed, nonce and the game's
 * inputs, with the game definitions the server settles bets with, and shows the SHA-256 of the
 * server seed to compare with the hash committed before the bet. Each game's fields come from its
 * definition. Starts from `initial` (the query string, or a pair just revealed); with a server
 * seed already there it shows the result at once.
 */
export function FairVerifier({ initial }: { initial: VerifierForm }) {
  const t = useTranslations('FairTools.verifier');
  const { format, label } = useVerifierFormat();
  const gameName = useGameName();
  const [form, setForm] = useState(initial);
  const [result, setResult] = useState<Verification | null>(() =>
    initial.serverSeed ? verify(initial) : null,
  );

  const problems: readonly string[] = result && !result.ok ? result.problems : [];
  const errorOf = (problem: string) =>
    problems.includes(problem) ? t(`problems.${problem}` as 'problems.nonce') : undefined;
  const setInput = (name: string, value: string) =>
    setForm((before) => ({ ...before, inputs: { ...before.inputs, [name]: value } }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(verify(form));
  }

  const shared = (field: SharedField, hint?: string) => (
    <Field
      label={t(`fields.${field}`)}
      name={field}
      value={form[field]}
      autoComplete="off"
      spellCheck={false}
      placeholder={hint}
      onChange={(event) => setForm((before) => ({ ...before, [field]: event.target.value }))}
      error={field === 'hash' ? undefined : errorOf(field)}
    />
  );

  function select(
    name: string,
    text: string,
    value: string,
    options: readonly { value: string; label: string }[],
    onChange: (value: string) => void,
  ) {
    return (
      <div className="field" key={name}>
        <label htmlFor={`verifier-${name}`}>{text}</label>
        <select
          id={`verifier-${name}`}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
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

  function input(field: VerifierField) {
    const value = form.inputs[field.name] ?? field.initial;
    const error = errorOf(field.name);
    if (field.control === 'select') {
      const options = (field.options ?? []).map((option) => ({
        value: option.value,
        label: String(format(option.label)),
      }));
      return select(field.name, label(field.label), value, options, (next) =>
        setInput(field.name, next),
      );
    }
    if (field.control === 'json') {
      const id = `verifier-${field.name}`;
      return (
        <div className="field" key={field.name}>
          <label htmlFor={id}>{label(field.label)}</label>
          <textarea
            id={id}
            name={field.name}
            rows={3}
            spellCheck={false}
            className={styles.textarea}
            value={value}
            onChange={(event) => setInput(field.name, event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className={error ? 'field-error' : 'muted'}>
            {error ?? (field.hint ? label(field.hint) : null)}
          </p>
        </div>
      );
    }
    return (
      <Field
        key={field.name}
        label={label(field.label)}
        name={field.name}
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setInput(field.name, event.target.value)}
        error={error}
      />
    );
  }

  const games = GAME_DEFINITIONS.map((game) => ({ value: game.id, label: gameName(game.id) }));

  return (
    <section className="panel" aria-labelledby="fair-verifier">
      <h2 id="fair-verifier">{t('heading')}</h2>
      <p className="muted">{t('lead')}</p>
      <form className={styles.verifier} onSubmit={submit} noValidate>
        {select('game', t('fields.game'), form.game, games, (next) => {
          if (isGameId(next)) setForm((before) => ({ ...before, game: next }));
        })}
        {shared('serverSeed')}
        {shared('clientSeed')}
        {shared('nonce')}
        {shared('hash', t('hashHint'))}
        {gameDefinition(form.game).verifier.fields.map(input)}
        <button type="submit" className="btn btn-primary">
          {t('submit')}
        </button>
      </form>
      {result?.ok ? <VerifierResult verification={result} /> : null}
    </section>
  );
}
