import type { ExclusionRegister, RegisterPerson } from './port';

/** GAMSTOP's client default (research §1: the published client library waits 5 s). */
const TIMEOUT_MS = 5_000;

/**
 * GAMSTOP's API (v2): a form POST with the operator's key in `X-API-Key` and the person's first
 * and last name (the first 20 characters count), date of birth (YYYY-MM-DD), e-mail, postcode
 * (spaces ignored) and, optionally, mobile; the answer's `X-Exclusion` header is `Y` (excluded),
 * `N` (not registered) or `P` (excluded before, no longer). A person without the fields GAMSTOP
 * needs is `unknown` (asked again once verification brings them); any other answer throws.
 */
export function gamstopRegister(options: {
  url: string;
  apiKey: string;
  fetch: typeof fetch;
}): ExclusionRegister {
  return {
    name: 'gamstop',
    async check(who: RegisterPerson) {
      if (!who.firstName || !who.lastName || !who.birthDate || !who.email || !who.postcode) {
        return 'unknown';
      }
      const form = new URLSearchParams({
        firstName: who.firstName.slice(0, 20),
        lastName: who.lastName.slice(0, 20),
        dateOfBirth: who.birthDate,
        email: who.email,
        postcode: who.postcode.replace(/\s+/g, ''),
        ...(who.phone && { mobile: who.phone }),
      });
      const answer = await options.fetch(options.url, {
        method: 'POST',
        headers: {
          'X-API-Key': options.apiKey,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (answer.status !== 200) throw new Error(`GAMSTOP answered ${answer.status}`);
      const exclusion = answer.headers.get('x-exclusion');
      if (exclusion === 'Y') return 'excluded';
      if (exclusion === 'N' || exclusion === 'P') return 'clear';
      throw new Error(`GAMSTOP answered X-Exclusion ${JSON.stringify(exclusion)}`);
    },
  };
}
