'use client';

import { useId, type ReactNode } from 'react';
import styles from './office.module.css';

/** What a labelled control takes from its row: the id its label names, and what describes it. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * The ids that describe a control: its error first (what a screen reader should say before the
 * standing rule), then its hint; none when it has neither.
 */
export function describedBy(id: string, error?: ReactNode, hint?: ReactNode) {
  return [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
}

/**
 * One labelled control of an office form, as `Field` is for a text input: the label tied to the
 * control, its rule and its error under it, both announced with it. `children` draws the control
 * with the id and ARIA it is given. `check` is a checkbox's row: the label wraps the box and
 * follows it, so the whole line ticks it.
 */
export function FieldRow({
  label,
  hint,
  error,
  check = false,
  className,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  check?: boolean;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const control: FieldControl = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  };
  return (
    <div className={className ? `field ${className}` : 'field'}>
      {check ? (
        <label className={styles.check}>
          {children(control)}
          <span>{label}</span>
        </label>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {children(control)}
        </>
      )}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
