import type { Locale } from '@/lib/i18n/config';
import { CODE_TTL_S } from '@/lib/constants/auth';
import type { AppContext } from '@/server/app-context';
import { notify, type NotificationKind } from '@/server/services/delivery/notify';
import { hitRateLimits } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { issueCode, type CodeTarget } from './issue-code';

export type SendCodeRequest = CodeTarget & {
  kind: NotificationKind;
  locale: Locale | null | undefined;
  ip: string;
  /** False when the account does not exist: limits still count, nothing is sent. */
  deliver: boolean;
  /** Extra message values, e.g. the reset link; made only once the limits let the send through. */
  values?: (code: string) => Record<string, string> | Promise<Record<string, string>>;
};

/**
 * Rate-limits, issues and delivers a code. Callers answer the same whether or not it was
 * delivered, so the answer does not reveal which contacts have accounts.
 */
export async function sendCode(ctx: AppContext, request: SendCodeRequest) {
  const account = `${request.purpose}:${request.channel}:${request.target}`;
  await hitRateLimits(ctx, [
    [`send:cooldown:${account}`, LIMITS.sendCooldown],
    [`send:account:${request.channel}:${request.target}`, LIMITS.sendByAccount],
    [`send:ip:${request.ip}`, LIMITS.sendByIp],
  ]);
  if (!request.deliver) return;
  const code = await issueCode(ctx, request);
  await notify(ctx, {
    channel: request.channel,
    to: request.target,
    locale: request.locale,
    kind: request.kind,
    values: { code, minutes: CODE_TTL_S / 60, ...(await request.values?.(code)) },
  });
}
