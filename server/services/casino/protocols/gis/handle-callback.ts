import { gisToMinor, minorToGis } from '@/lib/casino/amounts';
import { parseExternalPlayerId } from '@/lib/casino/player-id';
import type { Currency } from '@/lib/constants/currencies';
import {
  gisCallbackRequestSchema,
  type GisCallbackAnswer,
  type GisCallbackRequest,
} from '@/lib/schemas/casino-protocols';
import { decodeUtf8, nestedDeeperThan, unstorablePaths } from '@/server/lib/text';
import {
  balance,
  bet,
  GIS_ROLLBACK,
  rollback,
  win,
  type RollbackPolicy,
  type WalletResult,
} from '../../wallet';
import type { Ctx } from '../../wallet/callback';
import type { GisConnection } from '../../connections';
import { parseStr, type QueryObject } from './http-build-query';
import { verifyGis, type GisHeaders } from './signature';

/**
 * One Slotegrator GIS callback (one endpoint, `action=balance|bet|win|refund|rollback`), from
 * its raw body to its answer, always HTTP 200. The body is a form (`application/x-www-form-
 * urlencoded`, nested lists as PHP writes them) or JSON; its parameters and the X-* headers are
 * checked against `X-Sign` first (`verifyGis`), then parsed. GIS knows two error codes:
 * INSUFFICIENT_FUNDS, and INTERNAL_ERROR for everything else, whose `error_description` is the
 * wallet's code (`session_expired`, `duplicate`, … or `invalid_signature`). A body no aggregator
 * sends is INTERNAL_ERROR `invalid_request`: over the size limit (`rawBody` null), not UTF-8,
 * JSON nested deeper than any call, or, once signed, with text no database keeps (a NUL), which
 * the wallet could not record. Half a surrogate pair has no UTF-8 to sign: `invalid_signature`.
 */

/** A refund cancels one bet: one a win already settled is refused, not taken back with it. */
const GIS_REFUND: RollbackPolicy = { settled: 'refuse' };

type Player = { userId: number; currency: Currency };

const failure = (code: string): GisCallbackAnswer => ({
  error_code: code === 'insufficient_funds' ? 'INSUFFICIENT_FUNDS' : 'INTERNAL_ERROR',
  error_description: code,
});

/** GIS's decimal balance: the exact text of the minor units, as a JSON number. */
const decimal = (minor: number) => Number(minorToGis(minor));

function answer(result: WalletResult, extra: { rollback_transactions?: string[] } = {}) {
  if (result.code !== 'ok') return failure(result.code);
  return {
    balance: decimal(result.balance),
    ...(result.transactionId && { transaction_id: result.transactionId }),
    ...extra,
  };
}

const minor = (amount: string | number) => gisToMinor(amount) ?? Number.NaN;

export async function handleGisCallback(
  ctx: Ctx,
  connection: GisConnection,
  rawBody: Uint8Array | null,
  contentType: string | undefined,
  header: (name: keyof GisHeaders) => string | undefined,
): Promise<GisCallbackAnswer> {
  const text = rawBody && decodeUtf8(rawBody);
  const params = text === null ? null : parseParams(text, contentType);
  if (!params) return failure('invalid_request');
  const verdict = verifyGis(connection.merchant, params, header, ctx.clock.now().getTime());
  if (verdict !== 'ok') return failure('invalid_signature');
  if (unstorablePaths(params).length > 0) return failure('invalid_request');
  const parsed = gisCallbackRequestSchema.safeParse(params);
  if (!parsed.success) return failure('invalid_request');
  const call = parsed.data;
  const player = parseExternalPlayerId(call.player_id);
  if (!player) return failure('invalid_request');
  if (call.currency !== player.currency) return failure('wrong_currency');
  return run(ctx, connection, call, player);
}

function parseParams(rawBody: string, contentType: string | undefined): QueryObject | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      const json = JSON.parse(rawBody) as unknown;
      return json && typeof json === 'object' && !Array.isArray(json) && !nestedDeeperThan(json)
        ? (json as QueryObject)
        : null;
    } catch {
      return null;
    }
  }
  return parseStr(rawBody);
}

async function run(
  ctx: Ctx,
  connection: GisConnection,
  call: GisCallbackRequest,
  player: Player,
): Promise<GisCallbackAnswer> {
  const who = { aggregator: connection.aggregator, ...player };
  switch (call.action) {
    case 'balance':
      return answer(await balance(ctx, { ...who, token: call.session_id }));
    case 'bet':
      return answer(
        await bet(ctx, {
          ...who,
          token: call.session_id,
          txId: call.transaction_id,
          roundId: call.round_id,
          gameCode: call.game_uuid,
          amount: minor(call.amount),
          isFree: call.type === 'freespin',
          ...(call.freespin_id && { freeRoundsId: call.freespin_id }),
          roundClosed: call.finished ?? false,
        }),
      );
    case 'win':
      return answer(
        await win(ctx, {
          ...who,
          txId: call.transaction_id,
          roundId: call.round_id,
          gameCode: call.game_uuid,
          amount: minor(call.amount),
          isFree: call.type === 'freespin',
          ...(call.freespin_id && { freeRoundsId: call.freespin_id }),
          roundClosed: call.finished ?? false,
        }),
      );
    case 'refund': {
      const amount = gisToMinor(call.amount);
      if (amount === null || amount < 0) return failure('invalid_amount');
      return answer(
        await rollback(
          ctx,
          {
            ...who,
            txId: call.transaction_id,
            betTxId: call.bet_transaction_id,
            ...(call.round_id && { roundId: call.round_id }),
          },
          GIS_REFUND,
        ),
      );
    }
    case 'rollback':
      return rollbackListed(ctx, who, call);
  }
}

/**
 * GIS `rollback`: exactly the listed transactions are cancelled, wins first (taken back), then
 * bets (stakes returned, and with GIS_ROLLBACK any win of theirs left). Each is one wallet
 * rollback under `<rollback id>:<listed id>`, so a retried rollback repeats none of them. A
 * listed refund cannot be undone (the wallet never charges a stake twice): INTERNAL_ERROR.
 */
async function rollbackListed(
  ctx: Ctx,
  who: { aggregator: GisConnection['aggregator'] } & Player,
  call: Extract<GisCallbackRequest, { action: 'rollback' }>,
): Promise<GisCallbackAnswer> {
  const listed = call.rollback_transactions;
  if (listed.some((item) => item.action === 'refund')) return failure('invalid_request');
  const ordered = [
    ...listed.filter((item) => item.action === 'win'),
    ...listed.filter((item) => item.action === 'bet'),
  ];
  let last: WalletResult | null = null;
  for (const item of ordered) {
    last = await rollback(
      ctx,
      {
        ...who,
        txId: `${call.transaction_id}:${item.transaction_id}`,
        betTxId: item.transaction_id,
        ...(call.round_id && { roundId: call.round_id }),
      },
      GIS_ROLLBACK,
    );
    if (last.code !== 'ok') return failure(last.code);
  }
  return answer(last!, { rollback_transactions: listed.map((item) => item.transaction_id) });
}
