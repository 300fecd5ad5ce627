import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { hub88ToMinor, minorToHub88 } from '@/lib/casino/amounts';
import type { Currency } from '@/lib/constants/currencies';
import {
  hub88BalanceRequestSchema,
  hub88BetRequestSchema,
  hub88RollbackRequestSchema,
  hub88UserInfoRequestSchema,
  hub88WinRequestSchema,
  type Hub88Status,
  type Hub88WalletAnswer,
} from '@/lib/schemas/casino-protocols';
import { users } from '@/server/db/schema';
import { playableBalance } from '@/server/services/bonus/funding';
import { balance, bet, HUB88_ROLLBACK, rollback, win, type WalletResult } from '../../wallet';
import type { Ctx } from '../../wallet/callback';
import type { Hub88Connection } from '../../connections';
import { HUB88_STATUS_OF } from './statuses';

/**
 * Hub88's five Wallet API calls, each from its parsed body to its answer. The player is
 * `user` (`<user id>-<CURRENCY>`); the calls' `currency` must be that player's. Amounts are
 * converted exactly (`hub88ToMinor`): one that is not a whole minor unit reaches the wallet as
 * no number, which refuses it as `invalid_amount`.
 */

type Player = { userId: number; currency: Currency };
type Answer = Hub88WalletAnswer & Record<string, unknown>;

export type Hub88Operation<S extends z.ZodType = z.ZodType> = {
  schema: S;
  /** Whether the call carries a token (a player we cannot name is then an invalid token). */
  hasToken: boolean;
  run: (
    ctx: Ctx,
    connection: Hub88Connection,
    body: z.output<S>,
    player: Player,
  ) => Promise<Answer>;
};

const op = <S extends z.ZodType>(operation: Hub88Operation<S>) => operation;

/** The answer to a wallet result: the status, and the balance when the wallet gave one. */
export function walletAnswer(
  base: { user: string; request_uuid: string },
  result: WalletResult,
): Answer {
  const status: Hub88Status = HUB88_STATUS_OF[result.code];
  if (result.code === 'ok' || result.code === 'insufficient_funds') {
    return {
      ...base,
      status,
      currency: result.currency,
      balance: minorToHub88(result.balance),
    };
  }
  return { ...base, status };
}

const minor = (amount: number | string) => hub88ToMinor(amount) ?? Number.NaN;

const base = (body: { user: string; request_uuid: string }) => ({
  user: body.user,
  request_uuid: body.request_uuid,
});

export const HUB88_OPERATIONS = {
  'user/info': op({
    schema: hub88UserInfoRequestSchema,
    hasToken: false,
    async run(ctx, _connection, body, player) {
      const [user] = await ctx.db
        .select({ createdAt: users.createdAt, region: users.region })
        .from(users)
        .where(eq(users.id, player.userId));
      if (!user) return { ...base(body), status: 'RS_ERROR_UNKNOWN' };
      const { playable } = await playableBalance(
        ctx.db,
        player.userId,
        player.currency,
        ctx.clock.now(),
      );
      return {
        ...base(body),
        status: 'RS_OK',
        currency: player.currency,
        balance: minorToHub88(playable),
        ...(user.region && { country: user.region }),
        registration_date: user.createdAt.toISOString().slice(0, 10),
      };
    },
  }),
  'user/balance': op({
    schema: hub88BalanceRequestSchema,
    hasToken: true,
    async run(ctx, connection, body, player) {
      const result = await balance(ctx, {
        aggregator: connection.aggregator,
        userId: player.userId,
        currency: player.currency,
        token: body.token,
      });
      return walletAnswer(base(body), result);
    },
  }),
  'transaction/bet': op({
    schema: hub88BetRequestSchema,
    hasToken: true,
    async run(ctx, connection, body, player) {
      if (body.currency !== player.currency) {
        return { ...base(body), status: 'RS_ERROR_WRONG_CURRENCY' };
      }
      const result = await bet(ctx, {
        ...moneyCall(connection, body, player),
        token: body.token,
      });
      return walletAnswer(base(body), result);
    },
  }),
  'transaction/win': op({
    schema: hub88WinRequestSchema,
    hasToken: false,
    async run(ctx, connection, body, player) {
      if (body.currency !== player.currency) {
        return { ...base(body), status: 'RS_ERROR_WRONG_CURRENCY' };
      }
      const result = await win(ctx, {
        ...moneyCall(connection, body, player),
        betTxId: body.reference_transaction_uuid,
      });
      return walletAnswer(base(body), result);
    },
  }),
  'transaction/rollback': op({
    schema: hub88RollbackRequestSchema,
    hasToken: false,
    async run(ctx, connection, body, player) {
      const result = await rollback(
        ctx,
        {
          aggregator: connection.aggregator,
          userId: player.userId,
          currency: player.currency,
          txId: body.transaction_uuid,
          betTxId: body.reference_transaction_uuid,
          ...(body.round && { roundId: body.round }),
        },
        HUB88_ROLLBACK,
      );
      return walletAnswer(base(body), result);
    },
  }),
} as const;

export type Hub88OperationName = keyof typeof HUB88_OPERATIONS;
export const HUB88_OPERATION_NAMES = Object.keys(HUB88_OPERATIONS) as Hub88OperationName[];

/** The fields a bet and a win share, from Hub88's body in the wallet's words. */
function moneyCall(
  connection: Pick<Hub88Connection, 'aggregator'>,
  body: Omit<z.output<typeof hub88BetRequestSchema>, 'token'>,
  player: { userId: number; currency: Currency },
) {
  return {
    aggregator: connection.aggregator,
    userId: player.userId,
    currency: player.currency,
    txId: body.transaction_uuid,
    roundId: body.round,
    gameCode: body.game_code,
    amount: minor(body.amount),
    isFree: body.is_free ?? false,
    ...freeRoundsOf(body),
    roundClosed: body.round_closed ?? false,
  };
}

/**
 * The grant a free bet or win plays: Hub88 names its own reward in `reward_uuid` and echoes the
 * operator's reference (our grant's, given at `rewards/create`) as `meta.operator_reference`; the
 * sandbox provider, which takes our reference as its reward id, sends it as `reward_uuid`.
 */
function freeRoundsOf(body: { reward_uuid?: string | null; meta?: unknown }) {
  const meta =
    body.meta && typeof body.meta === 'object' ? (body.meta as Record<string, unknown>) : {};
  const reference =
    typeof meta.operator_reference === 'string' && meta.operator_reference.length > 0
      ? meta.operator_reference.slice(0, 255)
      : body.reward_uuid;
  return reference ? { freeRoundsId: reference } : {};
}
