'use client';

import { useId } from 'react';
import type { PaymentMethod } from '@/lib/schemas/billing';
import styles from './payments.module.css';

type MethodPickerProps = {
  legend: string;
  /** The radio group's name; each form has its own. */
  name: string;
  methods: PaymentMethod[];
  value: string | undefined;
  onChange: (hash: string) => void;
  error?: string;
};

/**
 * Payment methods as one radio group: name in the page's language, and the network of crypto. An
 * error is the group's description and each radio's, so it is heard on the radio the keyboard is on.
 */
export function MethodPicker({ legend, name, methods, value, onChange, error }: MethodPickerProps) {
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset
      className="fieldset"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend>{legend}</legend>
      <div className={styles.methods}>
        {methods.map((method) => (
          <label key={method.hash} className={styles.method}>
            <input
              type="radio"
              name={name}
              value={method.hash}
              checked={method.hash === value}
              onChange={() => onChange(method.hash)}
              aria-describedby={describedBy}
            />
            <span>{method.name}</span>
            {method.network ? <span className={styles.network}>{method.network}</span> : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
