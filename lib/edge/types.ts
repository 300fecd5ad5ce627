import type { NextRequest, NextResponse } from 'next/server';
import type { EdgeApi } from './edge-api';

type CookieWrite = { value: string; maxAgeS?: number; httpOnly?: boolean } | null;

/** What a step of the pre-render pipeline can read and write. */
export type EdgeContext = {
  request: NextRequest;
  api: EdgeApi;
  isDevelopment: boolean;
  /** A request cookie, as the steps before this one left it. */
  cookie(name: string): string | undefined;
  /**
   * A cookie for the answer, whichever step answers; no `maxAgeS` is a session cookie. `httpOnly`
   * for one that only the middleware reads.
   */
  setCookie(name: string, value: string, maxAgeS?: number, options?: { httpOnly?: boolean }): void;
  deleteCookie(name: string): void;
  /** Work that may finish after the answer (fire-and-forget calls). */
  background(promise: Promise<unknown>): void;
  /** Cookie writes so far, in order. */
  readonly writes: ReadonlyMap<string, CookieWrite>;
};

/**
 * One step of the pre-render pipeline. It answers (redirect, rewrite) to end the pipeline, or
 * returns nothing to let the next step run; cookies it sets go on whatever answer comes.
 */
export type EdgeStep = (
  context: EdgeContext,
) => NextResponse | undefined | Promise<NextResponse | undefined>;

export function createEdgeContext(
  request: NextRequest,
  {
    api,
    isDevelopment = process.env.NODE_ENV === 'development',
    background = (promise: Promise<unknown>) => void promise.catch(() => {}),
  }: { api: EdgeApi; isDevelopment?: boolean; background?: (promise: Promise<unknown>) => void },
): EdgeContext {
  const writes = new Map<string, CookieWrite>();
  return {
    request,
    api,
    isDevelopment,
    cookie(name) {
      if (writes.has(name)) return writes.get(name)?.value;
      return request.cookies.get(name)?.value || undefined;
    },
    setCookie(name, value, maxAgeS, options) {
      writes.delete(name);
      writes.set(name, { value, maxAgeS, ...(options?.httpOnly && { httpOnly: true }) });
    },
    deleteCookie(name) {
      writes.delete(name);
      writes.set(name, null);
    },
    background(promise) {
      background(promise.catch(() => {}));
    },
    writes,
  };
}

/** Runs the steps in order and returns the first answer, if any. */
export async function runSteps(
  steps: readonly EdgeStep[],
  context: EdgeContext,
): Promise<NextResponse | undefined> {
  for (const step of steps) {
    const response = await step(context);
    if (response) return response;
  }
  return undefined;
}

/** Puts the steps' cookie writes on the answer: site-wide, first-party, secure on https. */
export function applyCookies(context: EdgeContext, response: NextResponse) {
  const secure = context.request.nextUrl.protocol === 'https:';
  for (const [name, write] of context.writes) {
    if (write === null) response.cookies.delete({ name, path: '/' });
    else {
      response.cookies.set(name, write.value, {
        path: '/',
        sameSite: 'lax',
        secure,
        ...(write.maxAgeS !== undefined && { maxAge: write.maxAgeS }),
        ...(write.httpOnly && { httpOnly: true }),
      });
    }
  }
  return response;
}
