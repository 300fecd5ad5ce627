import type { z } from 'zod';
import { CURRENCIES, type Currency } from '@/lib/constants/currencies';
import { hub88ToMinor, minorToHub88 } from '@/lib/casino/amounts';
import type { Locale } from '@/lib/i18n/config';
import type { AppContext } from '@/server/app-context';
import type { Hub88Credentials } from '@/server/casino-config';
import { HUB88_SIGNATURE_HEADER, signHub88 } from '../protocols/hub88/signature';
import {
  hub88GameUrlSchema,
  hub88PrepaidsSchema,
  hub88RewardSchema,
  hub88RewardsSchema,
  hub88TransactionsSchema,
  type Hub88Prepaid,
  type Hub88Transaction,
} from './hub88-answers';
import { callJson, noMatch } from './http';
import type { AggregatorClient, AggregatorTransaction, FreeRoundsOrder } from './types';

/**
 * Hub88's Operator API, our side of it: game URLs (real and demo), free rounds through the
 * Freebets API (a prepaid template, then a reward under our reference) and the Transactions API
 * for reconciliation. Every body is JSON signed with our private key in `X-Hub88-Signature`.
 */

const OPERATOR_PATH = '/operator/generic/v2';

/** Hub88 speaks ISO 639-1; our Kazakh is `kz` in URLs but `kk` as a language. */
const HUB88_LANG: Record<Locale, string> = { ru: 'ru', en: 'en', kz: 'kk' };

/** Reward states after which it cannot be played any more: nothing to cancel. */
const FINISHED_REWARD = /CANCEL|EXPIRED|FINISHED|COMPLETED|USED/i;

/** The Transactions API is asked an hour at a time, so no single answer grows without bound. */
const TRANSACTIONS_WINDOW_MS = 60 * 60 * 1000;

/** Hub88's datetime: ISO 8601 extended without zone (`YYYY-MM-DDThh:mm:ss`), read as UTC. */
export const hub88Time = (date: Date) => date.toISOString().slice(0, 19);

export function hub88Client(
  ctx: Pick<AppContext, 'fetch'>,
  credentials: Hub88Credentials,
  options: { timeoutMs?: number } = {},
): AggregatorClient {
  // HUB88_API_URL is documented with the `/operator/generic/v2` prefix; a bare host works too.
  const base =
    credentials.apiUrl.replace(/\/+$/, '').replace(/\/operator\/generic\/v2$/, '') + OPERATOR_PATH;
  const operatorId = credentials.operatorId;

  const post = <T extends z.ZodType>(path: string, body: Record<string, unknown>, schema: T) => {
    const text = JSON.stringify({ ...body, operator_id: operatorId });
    return callJson(
      ctx,
      'hub88',
      {
        url: `${base}${path}`,
        what: `hub88 ${path}`,
        timeoutMs: options.timeoutMs,
        init: {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            [HUB88_SIGNATURE_HEADER]: signHub88(text, credentials.privateKey),
          },
          body: text,
        },
      },
      schema,
    );
  };

  /** Our active rewards under `ref` (normally one). */
  const rewardsOf = async (ref: string) => {
    const rewards = await post(
      '/freebet/rewards/list',
      { operator_reference: ref },
      hub88RewardsSchema,
    );
    // The filter is the API's; checking again keeps a looser server from cancelling others'.
    return rewards.filter(
      (reward) => reward.operator_reference === ref && !FINISHED_REWARD.test(reward.status ?? ''),
    );
  };

  return {
    aggregator: 'hub88',

    async launch(request) {
      const common = {
        game_code: request.gameCode,
        platform: request.platform === 'mobile' ? 'GPL_MOBILE' : 'GPL_DESKTOP',
        lang: HUB88_LANG[request.language],
        // Hub88's own example sends XX when the country is unknown.
        country: request.country ?? 'XX',
        ip: request.ip,
        lobby_url: request.lobbyUrl,
        deposit_url: request.depositUrl,
      };
      // Demo is the same call with the currency XXX and neither user nor token (Games API).
      const body =
        request.mode === 'demo' || !request.player
          ? { ...common, currency: 'XXX' }
          : {
              ...common,
              user: request.player.ref,
              token: request.player.token,
              currency: request.currency,
              meta: {},
            };
      const { url } = await post('/game/url', body, hub88GameUrlSchema);
      return { url };
    },

    async createFreeRounds(order) {
      // The same reference twice is one grant: a reward already made under it is the grant.
      if ((await rewardsOf(order.ref)).length > 0) return;
      const prepaids = await post(
        '/freebet/prepaids/list',
        { game_code: order.gameCode, currency: order.currency },
        hub88PrepaidsSchema,
      );
      const prepaid = pickPrepaid(prepaids, order);
      if (!prepaid) {
        noMatch(
          'hub88',
          `no Hub88 prepaid for ${order.gameCode} in ${order.currency} with ${order.rounds} ` +
            `rounds of ${order.betValue} minor units (prepaids/list gave ${prepaids.length})`,
        );
      }
      await post(
        '/freebet/rewards/create',
        {
          user: order.playerRef,
          prepaid_uuid: prepaid.prepaid_uuid,
          game_code: order.gameCode,
          currency: order.currency,
          bet_value: minorToHub88(order.betValue),
          bet_count: order.rounds,
          start_time: hub88Time(order.validFrom),
          end_time: hub88Time(order.validUntil),
          // Hub88 echoes it in the free bets' `meta.operator_reference`: the grant's key.
          operator_reference: order.ref,
        },
        hub88RewardSchema,
      );
    },

    async cancelFreeRounds(ref) {
      for (const reward of await rewardsOf(ref)) {
        await post(
          '/freebet/rewards/cancel',
          { reward_uuid: reward.reward_uuid },
          hub88RewardSchema.partial(),
        );
      }
    },

    async transactions(range) {
      const all: AggregatorTransaction[] = [];
      for (
        let from = range.from.getTime();
        from < range.to.getTime();
        from += TRANSACTIONS_WINDOW_MS
      ) {
        const to = Math.min(from + TRANSACTIONS_WINDOW_MS, range.to.getTime());
        const page = await post(
          '/transactions/list',
          { start_time: hub88Time(new Date(from)), end_time: hub88Time(new Date(to)) },
          hub88TransactionsSchema,
        );
        for (const item of page) {
          const mapped = toAggregatorTransaction(item);
          if (!mapped) {
            noMatch('hub88', `transactions/list: unreadable transaction ${item.transaction_uuid}`);
          }
          // Windows share their edges: an item at the boundary is kept once, in `[from, to)`.
          const at = mapped.at.getTime();
          if (at >= from && at < to) all.push(mapped);
        }
      }
      return all;
    },
  };
}

/**
 * The prepaid for an order: the game and currency, not a bonus buy, and a bet value and count
 * that are the order's or left open (null). An exact template is preferred to an open one.
 */
export function pickPrepaid(prepaids: Hub88Prepaid[], order: FreeRoundsOrder): Hub88Prepaid | null {
  const betValue = minorToHub88(order.betValue);
  const fits = prepaids.filter(
    (prepaid) =>
      prepaid.game_code === order.gameCode &&
      prepaid.currency === order.currency &&
      !prepaid.bonus_buy &&
      (prepaid.bet_value === null || prepaid.bet_value === betValue) &&
      (prepaid.bet_count === null || prepaid.bet_count === order.rounds),
  );
  const openness = (prepaid: Hub88Prepaid) =>
    Number(prepaid.bet_value === null) + Number(prepaid.bet_count === null);
  return fits.sort((a, b) => openness(a) - openness(b))[0] ?? null;
}

function toKind(text: string | undefined): AggregatorTransaction['kind'] | null {
  const name = (text ?? '').toLowerCase().replace(/^transaction_/, '');
  return name === 'bet' || name === 'win' || name === 'rollback' ? name : null;
}

/** One Hub88 transaction in the port's terms, or null when a field cannot be read exactly. */
export function toAggregatorTransaction(item: Hub88Transaction): AggregatorTransaction | null {
  const kind = toKind(item.transaction_type ?? item.type);
  const amount = hub88ToMinor(item.amount);
  const currency = CURRENCIES.find((code) => code === item.currency) as Currency | undefined;
  const stamp = item.inserted_at ?? item.created_at;
  // A zone-less stamp is UTC, as Hub88 writes its request times.
  const at = stamp ? new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(stamp) ? stamp : `${stamp}Z`) : null;
  if (!kind || amount === null || !currency || !at || Number.isNaN(at.getTime())) return null;
  return {
    txId: item.transaction_uuid,
    roundId: item.round ?? '',
    playerRef: item.user,
    kind,
    amount: Math.abs(amount),
    currency,
    status:
      item.status === 'TS_SUCCESS'
        ? 'ok'
        : item.status === 'TS_DECLINED'
          ? 'refused'
          : 'unanswered',
    at,
  };
}
