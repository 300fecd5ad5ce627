import { NextResponse } from 'next/server';
import { promoCodeAnswerSchema } from '@/lib/schemas/marketing';
import { createLookupCache } from '../cache';
import type { EdgeStep } from '../types';

const cache = createLookupCache<boolean>({ name: 'promo', ttlMs: 60_000, staleMs: 10 * 60_000 });

/**
 * Promo (spec §5): a `promo` in the address is looked up (`GET /bonus-system/bonus/{promo}`,
 * cached per code). When the API answers that there is no such promo, the promo cookie is
 * cleared and `promo` leaves the address. An API that cannot be reached is not a verdict: the
 * promo stays and the failure is logged.
 */
export const promoCheck: EdgeStep = async (context) => {
  const { request, api, background } = context;
  const promo = request.nextUrl.searchParams.get('promo')?.trim();
  if (!promo) return undefined;
  const valid = await cache.get(
    promo.toUpperCase(),
    async () => {
      const { ok, status } = await api.get(
        `bonus-system/bonus/${encodeURIComponent(promo)}`,
        promoCodeAnswerSchema,
      );
      if (status >= 500) throw new Error(`status ${status}`);
      return ok;
    },
    background,
  );
  if (valid !== false) return undefined;
  context.deleteCookie('promo');
  const url = request.nextUrl.clone();
  url.searchParams.delete('promo');
  return NextResponse.redirect(url, 302);
};

export const promoCheckCache = cache;
