'use client';

import type { InputHTMLAttributes } from 'react';
import { FieldRow } from './field-row';

/** A checkbox with its label beside it, its rule and its error. */
export function CheckField({
  label,
  error,
  hint,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}) {
  return (
    <FieldRow label={label} hint={hint} error={error} className={className} check>
      {(control) => <input type="checkbox" {...control} {...input} />}
    </FieldRow>
  );
}
