import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_S } from '@/lib/constants/cookies';
import { successAnswerSchema } from '@/lib/schemas/common';
import { edgeLog } from '../log';
import type { EdgeStep } from '../types';

/**
 * Step 3 (spec §2, §5): a visit with `subH` is registered (`POST middleware/registerPageOpenEvent`
 * with subH, the visitor id as `uuid` and the address as `click_url`). The browser fingerprint
 * lives in local storage, out of the middleware's reach, so `uuid` is the visitor cookie, made
 * here when missing. The call does not hold up the page.
 */
export const pageOpenRegistration: EdgeStep = ({ request, api, cookie, setCookie, background }) => {
  const subH = request.nextUrl.searchParams.get('subH');
  if (!subH) return undefined;
  let uuid = cookie(VISITOR_COOKIE);
  if (!uuid) {
    uuid = crypto.randomUUID();
    setCookie(VISITOR_COOKIE, uuid, VISITOR_COOKIE_MAX_AGE_S);
  }
  background(
    api
      .post('middleware/registerPageOpenEvent', successAnswerSchema, {
        subH,
        uuid,
        click_url: request.nextUrl.href,
      })
      .then(({ ok, status }) => {
        if (!ok) edgeLog.warn('page-open registration refused', { status });
      }),
  );
  return undefined;
};
