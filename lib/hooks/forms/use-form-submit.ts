'use client';

import { useEffect, useRef, type FormEvent } from 'react';
import { formReader, type ReadField } from '@/lib/forms/form-reader';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { useFormAction, type FormActionOptions } from '@/lib/hooks/forms/use-form-action';

/**
 * `useFormAction` bound to a form's submit event: one submission at a time, its failure shown as
 * the error notification (spec §5, §8) and, through `fieldMessage`, under the inputs it names,
 * the first of which then takes the focus (issue 42: a keyboard or screen-reader user lands on
 * what to fix, on a page as in a dialog).
 */
export function useFormSubmit(
  action: (read: ReadField, form: HTMLFormElement) => Promise<void>,
  options?: FormActionOptions,
) {
  const { run, pending, error } = useFormAction(options);
  const fieldErrors = useFieldErrors(error);
  const submitted = useRef<HTMLFormElement | null>(null);

  // After the failure's render, which marked the fields it names aria-invalid.
  useEffect(() => {
    if (!error) return;
    submitted.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    submitted.current = form;
    void run(() => action(formReader(form), form));
  }

  /** The translated first message of the first of `fields` the last failure names. */
  function fieldMessage(...fields: string[]) {
    return fields.map(fieldErrors).find((message) => message !== undefined);
  }

  return { onSubmit, pending, error, fieldMessage };
}
