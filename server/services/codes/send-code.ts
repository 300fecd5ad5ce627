import type { AppContext } from '@/server/app-context';
import type { Channel } from '@/server/db/schema';
import { queueMessage } from '@/server/services/delivery/queue-message';
import { hitRateLimits } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { CODE_PURPOSE_OF, type CodeKind } from './code-kinds';

export type SendCodeRequest = { kind: CodeKind; channel: Channel; target: string; ip: string };

/**
 * Rate-limits and queues a code message. The same work whether or not the contact has an
 * account: it is not even looked up here. The background sender finds the account, makes the
 * code and sends it, or sends nothing (`server/services/sender/`).
 */
export async function sendCode(ctx: AppContext, request: SendCodeRequest) {
  const account = `${CODE_PURPOSE_OF[request.kind]}:${request.channel}:${request.target}`;
  await hitRateLimits(ctx, [
    [`send:cooldown:${account}`, LIMITS.sendCooldown],
    [`send:account:${request.channel}:${request.target}`, LIMITS.sendByAccount],
    [`send:ip:${request.ip}`, LIMITS.sendByIp],
  ]);
  await queueMessage(ctx, { kind: request.kind, channel: request.channel, target: request.target });
}
