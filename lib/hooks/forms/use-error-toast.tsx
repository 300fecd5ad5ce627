'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { errorLines, fieldError, type Translate } from '@/lib/api/error-lines';
import { showInDialog } from '@/lib/forms/dialog-failure';

/** The `error.*` translator, loosened to take the codes servers send. */
function useErrorTranslator(): Translate {
  return useTranslations('error') as unknown as Translate;
}

/**
 * Shows what went wrong as one error notification titled `error.error`, one line per message
 * (spec §5, §8). While a modal dialog is open the lines go into the dialog instead (issue 42:
 * the page behind it, toasts included, is hidden from screen readers), less those of
 * `shownOnFields`, the fields whose messages the form shows under its inputs: the dialog moves
 * the focus to the first of them, and says their messages to screen readers only. Answers the lines shown, so a caller can also report them.
 */
export function useErrorToast() {
  const t = useErrorTranslator();
  return useCallback(
    (error: unknown, shownOnFields: readonly string[] = []) => {
      const inDialog = errorLines(error, t, shownOnFields);
      const onFields = shownOnFields.flatMap((field) => fieldError(error, field, t) ?? []);
      if (showInDialog({ lines: inDialog, onFields })) return inDialog;
      const lines = errorLines(error, t);
      if (lines.length === 0) return lines;
      toast.error(
        <div role="alert">
          <strong>{t('error')}</strong>
          {lines.map((line, index) => (
            <div key={index}>{line}</div>
          ))}
        </div>,
      );
      return lines;
    },
    [t],
  );
}

/** The translated first message of each field in a 422 answer, for the message under an input. */
export function useFieldErrors(error: unknown) {
  const t = useErrorTranslator();
  return useCallback((field: string) => fieldError(error, field, t), [error, t]);
}
