import { CAMPAIGN_COOKIES, type CampaignCookie } from '@/lib/constants/cookies';
import { successAnswerSchema } from '@/lib/schemas/common';
import { utmAnswerSchema } from '@/lib/schemas/marketing';
import { isBot } from '../bots';
import { createLookupCache } from '../cache';
import { edgeLog } from '../log';
import type { EdgeContext, EdgeStep } from '../types';
import { visitorAddress } from '../visitor';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;
/** Query parameters kept as cookies of the same name, whenever they arrive. */
const PASSED_ON = [
  'partner',
  'adplace',
  'stag',
  'promo',
  'partnerId',
  'advertiseUid',
  'advertiseSource',
  'cpaOneUid',
] as const satisfies readonly CampaignCookie[];
/** Parameters that make a visit a partner click (`POST /middleware/affiliate`). */
const AFFILIATE_KEYS = ['partner', 'partnerId', 'stag'];
/** Query values are capped: cookies are small and the API refuses long values anyway. */
const MAX_VALUE_LENGTH = 256;

/**
 * Visits this instance reported in the last day, by host and address. A visitor that keeps no
 * cookie (a crawler the bot list misses, a script, a private window per page) would otherwise be
 * reported, and written down by the API, on every page it asks for.
 */
const reportedVisits = createLookupCache<true>({
  name: 'visit report',
  ttlMs: 24 * 60 * 60_000,
  staleMs: 0,
  max: 20_000,
});

function set(context: EdgeContext, name: CampaignCookie, value: string) {
  context.setCookie(name, value.slice(0, MAX_VALUE_LENGTH), CAMPAIGN_COOKIES[name]);
}

async function registerUtm(context: EdgeContext, query: URLSearchParams) {
  try {
    const answer = await context.api.post(
      'middleware/utm',
      utmAnswerSchema,
      Object.fromEntries(query),
    );
    if (!answer.ok || !answer.body.advId) {
      edgeLog.warn('utm registration refused', { status: answer.status });
      return;
    }
    const { body } = answer;
    set(context, 'advId', body.advId);
    if (body.promo?.type && body.promo.value) {
      set(context, 'adBonusType', body.promo.type);
      set(context, 'adBonusValue', body.promo.value);
      if (body.promo.modal) set(context, 'adBonusModal', body.promo.modal);
    }
  } catch (error) {
    edgeLog.warn('utm registration failed', { error });
  }
}

/**
 * Step 4 (spec §3, §5): campaign parameters become cookies. `pr` is kept as `prHash` only when
 * none is stored; `simple_auth` as `simpleAuth` only when not set; the four utm parameters are
 * registered (`POST /middleware/utm`) only when all are present and no `advId` is stored, which
 * stores `advId` and the promo it answers. Partner parameters are kept and reported as a click;
 * the visitor's address and browser are kept, and a new address is reported (`middleware/ip`),
 * once a day per host from this instance, never for a bot.
 */
export const campaignCapture: EdgeStep = async (context) => {
  const { request, cookie, api, background } = context;
  const query = request.nextUrl.searchParams;

  const pr = query.get('pr');
  if (pr && !cookie('prHash')) set(context, 'prHash', pr);
  const simpleAuth = query.get('simple_auth');
  if (simpleAuth && !cookie('simpleAuth')) set(context, 'simpleAuth', simpleAuth);

  for (const name of PASSED_ON) {
    const value = query.get(name);
    if (value) set(context, name, value);
  }
  if (AFFILIATE_KEYS.some((key) => query.has(key))) {
    background(api.post('middleware/affiliate', successAnswerSchema, Object.fromEntries(query)));
  }

  const address = visitorAddress(request.headers);
  const browser = request.headers.get('user-agent');
  if (address && cookie('userVersion') !== address) {
    set(context, 'userVersion', address);
    // Search engines are not visitors of the funnel; anyone else is reported once a day here.
    if (!isBot(browser)) {
      const { host } = request.nextUrl;
      background(
        reportedVisits.get(`${host} ${address}`, async () => {
          const answer = await api.post('middleware/ip', successAnswerSchema, {
            host,
            userAgent: browser ?? '',
          });
          if (!answer.ok) throw new Error(`status ${answer.status}`);
          return true;
        }),
      );
    }
  }
  if (browser && cookie('userBrowser') !== browser.slice(0, MAX_VALUE_LENGTH)) {
    set(context, 'userBrowser', browser);
  }

  if (UTM_KEYS.every((key) => query.get(key)) && !cookie('advId')) {
    await registerUtm(context, query);
  }
  return undefined;
};

export const visitReportCache = reportedVisits;
