'use client';

import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api/errors';
import { errorEventText } from '@/lib/api/error-lines';
import { useAnalytics } from '@/lib/analytics/context';
import { clearDialogFailure } from '@/lib/forms/dialog-failure';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';

/** Analytics events of failed logins and registrations (spec §8). */
export type FailureEvent = 'login_error' | 'registration_error';

export type FormActionOptions = {
  /** Reported to analytics on failure (logins and registrations). */
  failureEvent?: FailureEvent;
  /** The fields whose messages the form shows under its inputs: a dialog's alert leaves them out. */
  fields?: readonly string[];
};

/**
 * Runs a form's API action: `pending` while it runs, the last `error` kept for inline field
 * messages, failures shown as the error toast (in the open dialog, if any) and, for logins and
 * registrations, reported to analytics with the joined error texts (a promo error in a
 * registration adds its own event).
 */
export function useFormAction({ failureEvent, fields }: FormActionOptions = {}) {
  const toastError = useErrorToast();
  const analytics = useAnalytics();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(
    async <T>(action: () => Promise<T>): Promise<T | undefined> => {
      setPending(true);
      setError(null);
      clearDialogFailure();
      try {
        return await action();
      } catch (caught) {
        setError(caught);
        toastError(caught, fields);
        if (failureEvent) {
          analytics.capture(failureEvent, { error: errorEventText(caught) });
          if (
            failureEvent === 'registration_error' &&
            caught instanceof ApiError &&
            caught.errors?.promo
          ) {
            analytics.capture('registration_promo_error', {
              error: caught.errors.promo.join(', '),
            });
          }
        }
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [analytics, failureEvent, fields, toastError],
  );

  return { run, pending, error };
}
