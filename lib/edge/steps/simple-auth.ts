import { NextResponse } from 'next/server';
import { TOKEN_COOKIES, TOKEN_COOKIE_MAX_AGE_S } from '@/lib/constants/cookies';
import { simpleAuthAnswerSchema } from '@/lib/schemas/marketing';
import { edgeLog } from '../log';
import type { EdgeStep } from '../types';

/**
 * Step 2 (spec §2, §5): with `simpleAuthToken` in the query and the `simpleAuth` cookie set,
 * the one-time token is traded for a session (`POST /middleware/simpleAuth`), the token cookies
 * are set, and the parameter leaves the address. Without the cookie nothing happens.
 */
export const simpleAuthLogin: EdgeStep = async ({ request, api, cookie, setCookie }) => {
  const token = request.nextUrl.searchParams.get('simpleAuthToken');
  if (!token || !cookie('simpleAuth')) return undefined;
  const url = request.nextUrl.clone();
  url.searchParams.delete('simpleAuthToken');
  try {
    const answer = await api.post('middleware/simpleAuth', simpleAuthAnswerSchema, { token });
    if (answer.ok) {
      for (const name of TOKEN_COOKIES) setCookie(name, answer.body.token, TOKEN_COOKIE_MAX_AGE_S);
    } else {
      edgeLog.warn('simple-auth login refused', { status: answer.status });
    }
  } catch (error) {
    edgeLog.warn('simple-auth login failed', { error });
  }
  return NextResponse.redirect(url, 302);
};
