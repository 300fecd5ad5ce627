'use client';

import type { FormEvent } from 'react';
import { formReader, type ReadField } from '@/lib/forms/form-reader';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { useFormAction, type FormActionOptions } from '@/lib/hooks/forms/use-form-action';

/**
 * `useFormAction` bound to a form's submit event: one submission at a time, its failure shown as
 * the error notification (spec §5, §8) and, through `fieldMessage`, under the inputs it names.
 */
export function useFormSubmit(
  action: (read: ReadField, form: HTMLFormElement) => Promise<void>,
  options?: FormActionOptions,
) {
  const { run, pending, error } = useFormAction(options);
  const fieldErrors = useFieldErrors(error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    void run(() => action(formReader(form), form));
  }

  /** The translated first message of the first of `fields` the last failure names. */
  function fieldMessage(...fields: string[]) {
    return fields.map(fieldErrors).find((message) => message !== undefined);
  }

  return { onSubmit, pending, error, fieldMessage };
}
