'use client';

import type { SelectHTMLAttributes } from 'react';
import { FieldRow } from './field-row';

/**
 * A labelled select with its rule and its error under it, as `Field` is for inputs; the error is
 * read first, then the rule. `placeholder` adds an empty first choice ("Choose…") for a select
 * with no default.
 */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  options: readonly { value: string | number; label: string }[];
  placeholder?: string;
}) {
  return (
    <FieldRow label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldRow>
  );
}
