'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { officeApi } from '@/lib/api/office';
import { putVipLadder, type VipLadderChange } from '@/lib/api/office-vip';
import { formReader, type ReadField } from '@/lib/forms/form-reader';
import { useVipLadder } from '@/lib/hooks/data/use-office-vip';
import { FormAlert } from '../form-alert';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import styles from '../office.module.css';
import vip from './vip.module.css';

type Ladder = NonNullable<ReturnType<typeof useVipLadder>['ladder']>;

/** A percentage typed by staff as basis points; text that is not a number goes as typed (the API names it). */
function basisPoints(text: string): number | string {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? Math.round(value * 100) : text;
}

function amount(text: string): number | string {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
}

/**
 * The ladder's changes against what was loaded, and for each field the API will name (`tiers.0.rakeback_bp`)
 * the input it came from, so a refusal shows on that input.
 */
function changes(ladder: Ladder, read: ReadField) {
  const change: Required<VipLadderChange> = { tiers: [], levels: [] };
  const inputOf = new Map<string, string>();
  for (const tier of ladder.tiers) {
    const rakeback = basisPoints(read(`rakeback-${tier.tier}`));
    const cashback = basisPoints(read(`cashback-${tier.tier}`));
    if (rakeback === tier.rakeback_bp && cashback === tier.cashback_bp) continue;
    const index = change.tiers.length;
    inputOf.set(`tiers.${index}.rakeback_bp`, `rakeback-${tier.tier}`);
    inputOf.set(`tiers.${index}.cashback_bp`, `cashback-${tier.tier}`);
    change.tiers.push({
      tier: tier.tier,
      rakeback_bp: rakeback as number,
      cashback_bp: cashback as number,
    });
  }
  for (const level of ladder.levels) {
    if (level.level < 2) continue;
    const bonus = amount(read(`bonus-${level.level}`));
    if (bonus === level.bonus) continue;
    inputOf.set(`levels.${change.levels.length}.bonus`, `bonus-${level.level}`);
    change.levels.push({ level: level.level, bonus: bonus as number });
  }
  return { change, inputOf };
}

/** Tiers' rakeback and cashback rates and levels' bonuses, saved together; only what changed is sent. */
export function VipLadderForm() {
  const t = useTranslations('office.vip.ladder');
  const { ladder, error: loadError, mutate } = useVipLadder();
  const format = useOfficeFormat();
  const [error, setError] = useState<unknown>(null);
  const [inputOf, setInputOf] = useState(new Map<string, string>());
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const { field, message } = useOfficeError(error, [...inputOf.keys()]);
  const errorOf = (input: string) =>
    [...inputOf]
      .filter(([, name]) => name === input)
      .map(([key]) => field(key))
      .find(Boolean);

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);

  if (!ladder) {
    return (
      <section className={styles.panel} aria-labelledby="vip-ladder">
        <h2 id="vip-ladder">{t('title')}</h2>
        <FormAlert message={loadError ? t('loadError') : null} />
        {loadError ? null : <p role="status">{t('loading')}</p>}
      </section>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { change, inputOf: names } = changes(ladder!, formReader(event.currentTarget));
    setOutcome(null);
    if (change.tiers.length === 0 && change.levels.length === 0) {
      setOutcome(t('nothing'));
      return;
    }
    setPending(true);
    setError(null);
    setInputOf(names);
    try {
      await mutate(await putVipLadder(officeApi(), change), { revalidate: false });
      setVersion((value) => value + 1);
      setOutcome(t('saved', { tiers: change.tiers.length, levels: change.levels.length }));
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  const input = (name: string, value: number, label: string, unit: string) => {
    const invalid = errorOf(name);
    return (
      <span className={vip.cell}>
        <input
          name={name}
          inputMode="decimal"
          defaultValue={String(value)}
          aria-label={label}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${name}-error` : undefined}
        />
        <span aria-hidden="true">{unit}</span>
        {invalid ? (
          <span id={`${name}-error`} className="field-error">
            {invalid}
          </span>
        ) : null}
      </span>
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="vip-ladder">
      <h2 id="vip-ladder">{t('title')}</h2>
      <p className="muted">{t('hint', { currency: ladder.base_currency })}</p>
      <form ref={form} key={version} className={vip.form} onSubmit={submit} noValidate>
        <FormAlert message={message} />
        <FormAlert message={outcome} tone="info" />
        <table className={styles.table}>
          <caption className="visually-hidden">{t('tiers')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tier')}</th>
              <th scope="col">{t('firstLevel')}</th>
              <th scope="col">{t('rakeback')}</th>
              <th scope="col">{t('cashback')}</th>
              <th scope="col">{t('updated')}</th>
            </tr>
          </thead>
          <tbody>
            {ladder.tiers.map((tier) => {
              const name = t(`tierNames.${tier.tier}`);
              return (
                <tr key={tier.tier}>
                  <th scope="row">{name}</th>
                  <td>{tier.first_level}</td>
                  <td>
                    {input(
                      `rakeback-${tier.tier}`,
                      tier.rakeback_bp / 100,
                      t('rakebackOf', { tier: name }),
                      '%',
                    )}
                  </td>
                  <td>
                    {input(
                      `cashback-${tier.tier}`,
                      tier.cashback_bp / 100,
                      t('cashbackOf', { tier: name }),
                      '%',
                    )}
                  </td>
                  <td>{format.dateTime(tier.updated_at)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <details
          className={vip.levels}
          open={[...inputOf.values()].some((name) => name.startsWith('bonus-')) || undefined}
        >
          <summary>{t('levels', { count: ladder.levels.length })}</summary>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('levelsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('level')}</th>
                <th scope="col">{t('points')}</th>
                <th scope="col">{t('bonus', { currency: ladder.base_currency })}</th>
              </tr>
            </thead>
            <tbody>
              {ladder.levels.map((level) => (
                <tr key={level.level}>
                  <th scope="row">{level.level}</th>
                  <td>{level.points}</td>
                  <td>
                    {level.level < 2
                      ? '—'
                      : input(
                          `bonus-${level.level}`,
                          level.bonus,
                          t('bonusOf', { level: level.level }),
                          ladder.base_currency,
                        )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? t('saving') : t('save')}
        </button>
      </form>
    </section>
  );
}
