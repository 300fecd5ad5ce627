import { ApiError, NetworkError, errorCodes } from './errors';

/** The code the API uses when a captcha answer is required; its message is never shown (spec §5). */
export const CAPTCHA_REQUIRED = 'captcha_required';

export type Translate = {
  (key: string): string;
  has(key: string): boolean;
};

/**
 * The lines of an error notification (spec §5, §8): each message of a 422 map cut at its first
 * colon and the code translated through `error.<code>` (the server's text when no translation
 * exists); `error.<code>` for other answers; a network text for requests that got no answer.
 * `t` is the translator of the `error` namespace. The messages of `shownOnFields` are left out:
 * the form shows them under their inputs.
 */
export function errorLines(
  error: unknown,
  t: Translate,
  shownOnFields: readonly string[] = [],
): string[] {
  const translate = (code: string | undefined, fallback: string) =>
    code && t.has(code) ? t(code) : fallback || t('unknown');
  if (error instanceof ApiError) {
    if (error.errors) {
      const codes = errorCodes(error.errors).filter(({ field }) => !shownOnFields.includes(field));
      const lines = codes
        .filter(({ code }) => code !== CAPTCHA_REQUIRED)
        .map(({ code, text }) => translate(code, text));
      // The form sent no token because the captcha's script never loaded (a blocker, a
      // network that drops Google): say what to do instead of the hidden "not a robot".
      if (lines.length === 0 && codes.length > 0) return [t('captcha_not_loaded')];
      return lines;
    }
    return [translate(error.code, '')];
  }
  if (error instanceof NetworkError) return [t('network')];
  return [t('unknown')];
}

/** What analytics record of a failed login or registration (spec §8). */
export function errorEventText(error: unknown) {
  if (error instanceof ApiError && error.errors) {
    return errorCodes(error.errors)
      .map(({ text }) => text)
      .join(', ');
  }
  return 'error 500';
}

/** The first message of a field in a 422 answer, translated; for inline field errors. */
export function fieldError(error: unknown, field: string, t: Translate): string | undefined {
  if (!(error instanceof ApiError) || !error.errors?.[field]) return undefined;
  const [first] = errorCodes({ [field]: error.errors[field] });
  if (!first) return undefined;
  return t.has(first.code) ? t(first.code) : first.text;
}
