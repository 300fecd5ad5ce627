'use client';

import { useTranslations } from 'next-intl';
import { errorLines, fieldError, type Translate } from '@/lib/api/error-lines';
import { ApiError } from '@/lib/api/errors';

/**
 * What a failed office call says, in the spec's shapes: a 422's messages under the fields the
 * form shows (`field`), and one line for the page or dialog (`message`): the 422's other fields,
 * a 429 with how long to wait (`Retry-After`), or the error's own text. `messages` overrides the
 * line of a status (a sign-in's 401 and 403 say more than "not allowed").
 */
export function useOfficeError(
  error: unknown,
  fields: readonly string[],
  messages: Partial<Record<number, string>> = {},
) {
  const t = useTranslations('office.errors');
  const te = useTranslations('error') as unknown as Translate;
  const field = (name: string) => fieldError(error, name, te);

  let message: string | undefined;
  if (error instanceof ApiError && error.errors) {
    const shown = fields.filter((name) => error.errors?.[name]);
    const others = Object.fromEntries(
      Object.entries(error.errors).filter(([name]) => !fields.includes(name)),
    );
    const lines = errorLines(new ApiError(422, others, undefined, ''), te);
    message = [shown.length > 0 ? t('checkFields') : '', ...lines].filter(Boolean).join(' ');
  } else if (error instanceof ApiError && messages[error.status]) {
    message = messages[error.status];
  } else if (error instanceof ApiError && error.status === 429) {
    message = error.retryAfterS
      ? t('tooManyWait', { minutes: Math.max(1, Math.ceil(error.retryAfterS / 60)) })
      : te('too_many_requests');
  } else if (error) {
    message = errorLines(error, te).join(' ');
  }
  return { field, message: message || undefined };
}
