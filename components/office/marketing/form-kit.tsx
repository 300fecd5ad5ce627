'use client';

import { useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { Field } from '@/components/ui/field';
import { ApiError, type FieldErrors } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import { describedBy, FieldRow } from '../field-row';
import officeStyles from '../office.module.css';
import { useOfficeError } from '../use-office-error';
import styles from './marketing.module.css';

/**
 * The marketing forms' shared parts. Every control is named after the request field it fills,
 * nested ones by their path (`name.ru`, `currencies.RUB.max_bet`, `prizes.0.template`), so a
 * 422's `errors` map lands on the control that holds the refused value.
 */

/**
 * The messages of a failed save, each 422 key on the form's control of that name or, when the
 * form has none, on the nearest group above it (`steps.0` on `steps`, `games.3` on `games`); the
 * rest, and other failures, in one line for the form.
 */
export function useMarketingErrors(error: unknown, fields: readonly string[]) {
  let placed = error;
  if (error instanceof ApiError && error.errors) {
    const map: FieldErrors = {};
    for (const [key, lines] of Object.entries(error.errors)) {
      const owner = fields.includes(key)
        ? key
        : (fields
            .filter((name) => key.startsWith(`${name}.`))
            .sort((a, b) => b.length - a.length)[0] ?? key);
      map[owner] = [...(map[owner] ?? []), ...lines];
    }
    placed = new ApiError(error.status, map, error.code, error.message);
  }
  return useOfficeError(placed, fields);
}

/** The message of a refusal made here, before anything was sent. */
const REFUSED_HERE = 'refused before sending';

/** A 422 of this page's own (an empty required field, a malformed code), in the API's shape. */
export const refusedHere = (errors: FieldErrors) =>
  new ApiError(422, errors, undefined, REFUSED_HERE);

/** A code as the API takes it: letters, digits, `-` and `_`, at most 64. */
export const HANDLE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Whether the API refused a well-formed new code: it is taken (the API answers a 422
 * `invalid_value` on `code`; malformed codes are refused here before sending).
 */
export function takenCode(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.message === REFUSED_HERE) return false;
  return error.status === 422 && /^invalid_value\b/.test(error.errors?.code?.[0] ?? '');
}

export type FormRead = ReturnType<typeof readForm>;

let lastRowId = 0;
/** A key for a repeated row (a step, a prize) that stays with it while rows come and go. */
export const rowId = () => ++lastRowId;

/** Reads a form's controls by name (Node's FormData cannot read the test DOM's forms). */
export function readForm(form: HTMLFormElement) {
  const control = (name: string) =>
    form.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      `[name="${name}"]`,
    );
  const text = (name: string) => control(name)?.value.trim() ?? '';
  return {
    text,
    /** The text, or null when left empty. */
    optional: (name: string) => text(name) || null,
    checked: (name: string) => (control(name) as HTMLInputElement | null)?.checked ?? false,
    /** The values of a group of checkboxes that are ticked. */
    values: (name: string) =>
      [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map(
        (input) => input.value,
      ),
    /** A number, or null when left empty. */
    number: (name: string) => {
      const value = text(name);
      return value === '' ? null : Number(value);
    },
    /** One entry a line (or between commas), blanks dropped. */
    lines: (name: string) =>
      text(name)
        .split(/[\n,]+/)
        .map((line) => line.trim())
        .filter(Boolean),
  };
}

/**
 * A form's submit: required controls left empty are refused here, on their fields, before
 * anything is sent; otherwise `send` runs with the form's reader while the button says so, and
 * the API's refusal comes back to the fields. The first refused control takes the focus.
 */
export function useSaveForm() {
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')?.focus();
  }, [error]);

  async function submit(
    event: FormEvent<HTMLFormElement>,
    send: (read: FormRead) => Promise<void>,
  ) {
    event.preventDefault();
    const target = event.currentTarget;
    const missing = [
      ...target.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        '[required]',
      ),
    ].filter((control) => !control.disabled && control.value.trim() === '');
    if (missing.length > 0) {
      const errors = Object.fromEntries(missing.map((control) => [control.name, ['required']]));
      setError(refusedHere(errors));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await send(readForm(target));
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return { form, error, setError, pending, submit };
}

export { Field };
export { CheckField } from '../check-field';
export { SelectField } from '../select-field';

/**
 * An item's code, by which players and other items name it: typed when the item is new (what
 * `HANDLE` allows), then shown read-only, since a saved code never changes.
 */
export function CodeField({
  code,
  label,
  hint,
  error,
}: {
  /** The saved item's code; none for a new item. */
  code: string | undefined;
  label: string;
  hint: string;
  error?: string;
}) {
  return (
    <Field
      label={label}
      name="code"
      defaultValue={code}
      readOnly={code !== undefined}
      required
      maxLength={64}
      autoComplete="off"
      spellCheck={false}
      hint={hint}
      error={error}
    />
  );
}

/** A labelled text area with its rule and its error. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}) {
  return (
    <FieldRow label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea rows={3} {...control} {...textarea} />}
    </FieldRow>
  );
}

/**
 * A group of controls under a legend, with the group's own rule and error (a 422 on `steps`
 * or `currencies` as a whole), which takes the focus when it is the first refused.
 */
export function Group({
  legend,
  error,
  hint,
  className,
  children,
}: {
  legend: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className={className ? `${styles.group} ${className}` : styles.group}
      aria-describedby={describedBy(id, error, hint)}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={`field-hint ${styles.full}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          className={`${styles.groupError} ${styles.full}`}
          tabIndex={-1}
          data-invalid
        >
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/**
 * A group's repeated rows (a pack's steps, a tournament's prizes), each a fieldset named by its
 * number for screen readers, with the row's own error (a 422 on `steps.0`, focused when it is
 * the first refused), its fields, and a way to remove it (never the last one); then a way to
 * add one, up to `max`.
 */
export function RowList<R extends { id: number }>({
  name,
  rows,
  max,
  field,
  legend,
  removeLabel,
  addLabel,
  onAdd,
  onRemove,
  children,
}: {
  /** The request field of the rows: `steps` names the rows' errors `steps.0`, `steps.1`… */
  name: string;
  rows: readonly R[];
  max: number;
  field: (name: string) => string | undefined;
  legend: (row: number) => string;
  removeLabel: (row: number) => string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (id: number) => void;
  children: (row: R, index: number) => ReactNode;
}) {
  return (
    <>
      <ol className={`${styles.rows} ${styles.full}`}>
        {rows.map((row, i) => {
          const error = field(`${name}.${i}`);
          return (
            <li key={row.id}>
              <fieldset className={styles.rowItem}>
                <legend className="visually-hidden">{legend(i + 1)}</legend>
                {error ? (
                  <p className={`${styles.groupError} ${styles.full}`} tabIndex={-1} data-invalid>
                    {error}
                  </p>
                ) : null}
                {children(row, i)}
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={rows.length === 1}
                  onClick={() => onRemove(row.id)}
                >
                  {removeLabel(i + 1)}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`btn btn-ghost ${styles.full} ${styles.back}`}
        disabled={rows.length >= max}
        onClick={onAdd}
      >
        {addLabel}
      </button>
    </>
  );
}

/** Ticked choices of one request field (currencies, products): none ticked means all. */
export function CheckList({
  legend,
  name,
  options,
  checked,
  error,
  hint,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  error?: string;
  hint?: string;
}) {
  return (
    <Group legend={legend} error={error} hint={hint} className={styles.full}>
      <div className={`${styles.checks} ${styles.full}`}>
        {options.map((option) => (
          <label key={option.value} className={officeStyles.check}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </Group>
  );
}

export type Localized = { ru: string; en: string; kz: string };
export const LANGUAGES = ['ru', 'en', 'kz'] as const;

/** The three languages of a text players read (`name.ru`, `name.en`, `name.kz`), each required. */
export function LocalizedGroup({
  legend,
  name,
  values,
  field,
  multiline = false,
  maxLength,
  hint,
}: {
  legend: string;
  name: string;
  values: Localized | undefined;
  field: (name: string) => string | undefined;
  multiline?: boolean;
  maxLength: number;
  hint?: string;
}) {
  const t = useTranslations('office.marketing.form.languages');
  return (
    <Group legend={legend} error={field(name)} hint={hint}>
      {LANGUAGES.map((language) =>
        multiline ? (
          <TextAreaField
            key={language}
            label={t(language)}
            name={`${name}.${language}`}
            defaultValue={values?.[language]}
            maxLength={maxLength}
            required
            error={field(`${name}.${language}`)}
            className={styles.full}
          />
        ) : (
          <Field
            key={language}
            label={t(language)}
            name={`${name}.${language}`}
            defaultValue={values?.[language]}
            maxLength={maxLength}
            required
            autoComplete="off"
            error={field(`${name}.${language}`)}
          />
        ),
      )}
    </Group>
  );
}

/** The names of a localized group's controls, for the error map. */
export const localizedFields = (name: string) => [
  name,
  ...LANGUAGES.map((language) => `${name}.${language}`),
];

/** The form's submit (saying so while it saves) and the way back to the list. */
export function FormActions({
  pending,
  submitLabel,
  back,
}: {
  pending: boolean;
  submitLabel: string;
  back: string;
}) {
  const t = useTranslations('office.marketing.form');
  return (
    <div className={styles.actions}>
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
        {pending ? t('saving') : submitLabel}
      </button>
      <Link href={back} className="btn btn-ghost">
        {t('cancel')}
      </Link>
    </div>
  );
}

/**
 * A form's sub-page: its heading, the way back, and while the list it edits from loads, a line
 * saying so; an error with a retry; or that no such item exists.
 */
export function FormPage({
  title,
  back,
  backLabel,
  state,
  onRetry,
  missing,
  children,
}: {
  title: string;
  back: string;
  backLabel: string;
  state: 'loading' | 'error' | 'missing' | 'ready';
  onRetry: () => void;
  missing: string;
  children: ReactNode;
}) {
  const t = useTranslations('office.list');
  return (
    <section className={styles.tab} aria-labelledby="marketing-form-title">
      <Link href={back} className={styles.back}>
        ← {backLabel}
      </Link>
      <h1 id="marketing-form-title">{title}</h1>
      {state === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {state === 'error' ? (
        <div className={styles.actions}>
          <p role="alert">{t('loadError')}</p>
          <button type="button" className="btn btn-ghost" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      {state === 'missing' ? <p role="alert">{missing}</p> : null}
      {state === 'ready' ? children : null}
    </section>
  );
}

/** A date and time in the browser's zone for `datetime-local`, from an ISO instant. */
export function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** An ISO instant from a `datetime-local` value read in the browser's zone; null when empty. */
export function instantOf(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  // An unreadable value goes as typed, for the API to refuse on its field.
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The browser's time zone, which the date fields are read in. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
