import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { gisToMinor, hub88ToMinor, minorToGis, minorToHub88 } from '@/lib/casino/amounts';
import type { SandboxRgsFault } from '@/lib/constants/sandbox-rgs';
import type { AppContext } from '@/server/app-context';
import {
  sandboxRgsCalls,
  type SandboxRgsCallKind,
  type SandboxRgsLaunch,
} from '@/server/db/schema';
import { log } from '@/server/lib/log';
import { sandboxRgsSigning } from '../connections';
import { httpBuildQuery } from '../protocols/gis/http-build-query';
import { gisSignedHeaders } from '../protocols/gis/signature';
import { HUB88_SIGNATURE_HEADER, signHub88 } from '../protocols/hub88/signature';

/**
 * The sandbox provider's side of the wallet protocols: it calls the site's wallet over HTTP as a
 * real aggregator does, in the launch's protocol (Hub88's JSON signed with its RSA key, or GIS's
 * form signed with HMAC-SHA1), and writes each call down first (`sandbox_rgs_calls`, its
 * transaction list) with the answer after. Amounts here are minor units; the protocols' units are
 * made exactly at the edge.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>;

export type WalletCall =
  | {
      kind: 'bet';
      txId: string;
      roundId: string;
      amount: number;
      freeRoundsRef: string | null;
      roundClosed: boolean;
    }
  | {
      kind: 'win';
      txId: string;
      roundId: string;
      betTxId: string;
      amount: number;
      freeRoundsRef: string | null;
      roundClosed: boolean;
    }
  | { kind: 'rollback'; txId: string; roundId: string; betTxId: string };

/**
 * What the wallet answered: accepted with the real balance (minor units), refused with the
 * protocol's status (and the balance when it carries one), or nothing usable (a timeout, a 5xx).
 */
export type WalletReply =
  | { outcome: 'ok'; balance: number }
  | { outcome: 'refused'; status: string; balance: number | null }
  | { outcome: 'unanswered' };

/** How long the provider waits for the wallet (GIS allows 3 s; Tom Horn 10 s). */
const CALL_TIMEOUT_MS = 5_000;
/** The `slow-callback` fault's delay before each call: past GIS's 3 s. */
const SLOW_CALLBACK_MS = 3_500;

type Request = { path: string; headers: Record<string, string>; body: string };

function hub88Request(
  ctx: Ctx,
  launch: SandboxRgsLaunch,
  call: WalletCall | { kind: 'balance' },
  token: string,
): Request {
  const signing = sandboxRgsSigning(ctx.config)!;
  const common = { user: launch.playerRef!, request_uuid: randomUUID() };
  const path = {
    balance: 'user/balance',
    bet: 'transaction/bet',
    win: 'transaction/win',
    rollback: 'transaction/rollback',
  }[call.kind];
  let body: Record<string, unknown>;
  if (call.kind === 'balance') body = { ...common, token, game_code: launch.gameCode };
  else if (call.kind === 'rollback') {
    body = {
      ...common,
      token,
      transaction_uuid: call.txId,
      reference_transaction_uuid: call.betTxId,
      round: call.roundId,
      game_code: launch.gameCode,
    };
  } else {
    body = {
      ...common,
      token,
      transaction_uuid: call.txId,
      round: call.roundId,
      round_closed: call.roundClosed,
      amount: minorToHub88(call.amount),
      currency: launch.currency,
      game_code: launch.gameCode,
      is_free: call.freeRoundsRef !== null,
      reward_uuid: call.freeRoundsRef,
      ...(call.kind === 'win' && { reference_transaction_uuid: call.betTxId }),
    };
  }
  const text = JSON.stringify(body);
  return {
    path: `/casino/sandbox/hub88/${path}`,
    headers: {
      'content-type': 'application/json',
      [HUB88_SIGNATURE_HEADER]: signHub88(text, signing.hub88PrivateKey),
    },
    body: text,
  };
}

function gisRequest(
  ctx: Ctx,
  launch: SandboxRgsLaunch,
  call: WalletCall | { kind: 'balance' },
  token: string,
): Request {
  const signing = sandboxRgsSigning(ctx.config)!;
  const common = {
    player_id: launch.playerRef!,
    currency: launch.currency,
    session_id: token,
    game_uuid: launch.gameCode,
  };
  let params: Record<string, unknown>;
  if (call.kind === 'balance') params = { action: 'balance', ...common };
  else if (call.kind === 'rollback') {
    // GIS `refund`: one bet cancelled (its `rollback` lists several; a provider voiding a bet
    // sends the refund).
    params = {
      action: 'refund',
      ...common,
      transaction_id: call.txId,
      bet_transaction_id: call.betTxId,
      round_id: call.roundId,
      amount: '0',
    };
  } else {
    const free = call.freeRoundsRef !== null;
    params = {
      action: call.kind,
      ...common,
      amount: minorToGis(call.amount),
      transaction_id: call.txId,
      round_id: call.roundId,
      finished: call.roundClosed ? 1 : 0,
      type: free ? 'freespin' : call.kind,
      ...(free && { freespin_id: call.freeRoundsRef }),
    };
  }
  const query = params as Parameters<typeof httpBuildQuery>[0];
  const headers = gisSignedHeaders(signing.gis, query, ctx.clock.now().getTime());
  return {
    path: '/casino/sandbox/gis',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: httpBuildQuery(query),
  };
}

/** The answer's balance in minor units, whatever the protocol's unit. */
function readReply(launch: SandboxRgsLaunch, text: string): WalletReply {
  const answer = JSON.parse(text) as Record<string, unknown>;
  if (launch.protocol === 'hub88') {
    const balance = typeof answer.balance === 'number' ? hub88ToMinor(answer.balance) : null;
    if (answer.status === 'RS_OK' && balance !== null) return { outcome: 'ok', balance };
    return { outcome: 'refused', status: String(answer.status), balance };
  }
  if (typeof answer.error_code === 'string') {
    return {
      outcome: 'refused',
      status: `${answer.error_code}:${String(answer.error_description ?? '')}`,
      balance: null,
    };
  }
  const balance =
    typeof answer.balance === 'number' || typeof answer.balance === 'string'
      ? gisToMinor(answer.balance)
      : null;
  return balance === null ? { outcome: 'unanswered' } : { outcome: 'ok', balance };
}

/**
 * Sends one call to the wallet and reads its answer. Faults of the launch that bend the wire
 * apply here: `slow-callback` waits first, `corrupted-signature` signs other bytes, `duplicate`
 * sends the call twice (the wallet must answer the second as the first).
 */
async function send(ctx: Ctx, launch: SandboxRgsLaunch, request: Request): Promise<WalletReply> {
  const fault = launch.fault as SandboxRgsFault | null;
  if (fault === 'slow-callback') await new Promise((done) => setTimeout(done, SLOW_CALLBACK_MS));
  const headers = { ...request.headers };
  if (fault === 'corrupted-signature') {
    const name = launch.protocol === 'hub88' ? HUB88_SIGNATURE_HEADER : 'X-Sign';
    headers[name] = launch.protocol === 'hub88' ? 'c2lnbmF0dXJl' : '0'.repeat(40);
  }
  const url = `${ctx.config.casino.sandboxRgs!.walletUrl}${request.path}`;
  const attempt = async () => {
    const response = await ctx.fetch(url, {
      method: 'POST',
      headers,
      body: request.body,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) return { outcome: 'unanswered' } as const;
    return readReply(launch, text);
  };
  try {
    const reply = await attempt();
    return fault === 'duplicate' ? await attempt() : reply;
  } catch (error) {
    log.warn('sandbox provider: wallet call failed', { path: request.path, error });
    return { outcome: 'unanswered' };
  }
}

/** The launch's balance at the wallet (real money, minor units), or null without an answer. */
export async function walletBalance(ctx: Ctx, launch: SandboxRgsLaunch): Promise<number | null> {
  const build = launch.protocol === 'hub88' ? hub88Request : gisRequest;
  const reply = await send(
    ctx,
    launch,
    build(ctx, launch, { kind: 'balance' }, launch.sessionToken!),
  );
  return reply.outcome === 'ok' ? reply.balance : null;
}

/**
 * One money call: written down as `pending`, sent, and its outcome recorded. `token` is the
 * session the call carries (a fault may send a stale one).
 */
export async function callWallet(
  ctx: Ctx,
  launch: SandboxRgsLaunch,
  call: WalletCall,
  token = launch.sessionToken!,
): Promise<WalletReply> {
  const now = ctx.clock.now();
  await ctx.db
    .insert(sandboxRgsCalls)
    .values({
      txId: call.txId,
      roundId: call.roundId,
      launchId: launch.id,
      playerRef: launch.playerRef!,
      gameCode: launch.gameCode,
      kind: call.kind as SandboxRgsCallKind,
      refTxId: call.kind === 'bet' ? null : call.betTxId,
      amount: call.kind === 'rollback' ? 0 : call.amount,
      currency: launch.currency,
      freeRoundsRef: call.kind === 'rollback' ? null : call.freeRoundsRef,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const build = launch.protocol === 'hub88' ? hub88Request : gisRequest;
  const reply = await send(ctx, launch, build(ctx, launch, call, token));
  await ctx.db
    .update(sandboxRgsCalls)
    .set({
      status: reply.outcome === 'unanswered' ? 'failed' : reply.outcome,
      answer: reply,
      attempts: sql`${sandboxRgsCalls.attempts} + 1`,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(sandboxRgsCalls.txId, call.txId));
  return reply;
}
