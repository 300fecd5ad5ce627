import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DuplicateSignal } from '@/lib/constants/kyc';
import type { AppContext } from '@/server/app-context';
import { mailboxSql } from '@/server/db/mailbox';
import { deviceMarks, users, type Attribution, type RiskFlag } from '@/server/db/schema';
import { digest } from './evidence';
import { guarded } from './guarded';
import { raiseFlag } from './raise-flag';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

/** At most this many other accounts are named in one flag's evidence. */
const LISTED = 20;

/**
 * duplicate_account on this account: the others found through `signal`, once per signal, value
 * and account (`duplicate_account:<signal>:<digest of the value>:<user>`).
 */
function raiseDuplicate(
  ctx: Ctx,
  userId: number,
  signal: DuplicateSignal,
  value: string,
  others: number[],
  evidence: Record<string, unknown>,
) {
  if (others.length === 0) return Promise.resolve(null);
  return raiseFlag(ctx, {
    userId,
    kind: 'duplicate_account',
    dedupKey: `duplicate_account:${signal}:${digest(value)}:${userId}`,
    evidence: { signal, other_user_ids: others, ...evidence },
  });
}

const sortedUnique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).slice(0, LISTED);

/**
 * Another account on the same device: a device mark (`whoAreYou`) the profile call saw new for
 * this account, which another account presented too (`device_marks`) or was given as its own
 * (`users.super_bonus`: the account the browser first got the mark from). Called after the mark
 * was remembered; a failure is logged, never the profile call's. Answers the flag raised now.
 */
export async function flagDeviceMark(
  ctx: Ctx,
  userId: number,
  mark: string,
): Promise<RiskFlag | null> {
  return guarded('aml: the device-mark rule failed', { user_id: userId }, async () => {
    const presented = await ctx.db
      .select({ userId: deviceMarks.userId })
      .from(deviceMarks)
      .where(and(eq(deviceMarks.mark, mark), ne(deviceMarks.userId, userId)))
      .orderBy(asc(deviceMarks.userId))
      .limit(LISTED);
    const [owner] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.superBonus, mark), ne(users.id, userId)));
    const others = sortedUnique([
      ...presented.map((row) => row.userId),
      ...(owner ? [owner.id] : []),
    ]);
    return raiseDuplicate(ctx, userId, 'device', mark, others, { mark });
  });
}

/**
 * An e-mail address as one mailbox receives it: lower-cased, without a `+tag`, and for Gmail
 * without dots in the local part (`Jo.Hn+x@googlemail.com` is `john@gmail.com`). The same
 * rule as `mailboxSql` (`server/db/mailbox.ts`), which applies it to the stored addresses.
 */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.indexOf('@');
  const local = (at < 0 ? lower : lower.slice(0, at)).replace(/\+.*$/, '');
  const domain = at < 0 ? '' : lower.slice(at + 1).split('@')[0]!;
  return domain === 'gmail.com' || domain === 'googlemail.com'
    ? `${local.replace(/\./g, '')}@gmail.com`
    : `${local}@${domain}`;
}

/** Other accounts whose e-mail is the same mailbox (the expression index `users_mailbox_idx`). */
async function sameMailbox(ctx: Ctx, userId: number, mailbox: string) {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${mailboxSql(users.email)} = ${mailbox}`, ne(users.id, userId)))
    .orderBy(asc(users.id))
    .limit(LISTED);
  return rows.map((row) => row.id);
}

/** The browser fingerprints kept from registration (`users.attribution`: fp free, fp2 paid). */
const FINGERPRINTS = ['fp', 'fp2'] as const;

/**
 * Other accounts registered with the same browser fingerprint, one field at a time (fp with fp,
 * fp2 with fp2). A containment test, served by the GIN index `users_attribution_idx`.
 */
async function sameFingerprint(ctx: Ctx, userId: number, field: 'fp' | 'fp2', value: string) {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`${users.attribution} @> ${JSON.stringify({ [field]: value })}::jsonb`,
        ne(users.id, userId),
      ),
    )
    .orderBy(asc(users.id))
    .limit(LISTED);
  return rows.map((row) => row.id);
}

/** Another account with the same mailbox as this one's e-mail (signal `email`). */
async function flagSameMailbox(ctx: Ctx, userId: number, email: string) {
  const mailbox = mailboxOf(email);
  const others = await sameMailbox(ctx, userId, mailbox);
  return raiseDuplicate(ctx, userId, 'email', mailbox, others, { mailbox });
}

/**
 * Other accounts with a browser fingerprint of this one's registration (signal `fingerprint`):
 * one flag for both fields, its evidence naming the accounts each field matched.
 */
async function flagSameFingerprint(ctx: Ctx, userId: number, attribution: Attribution) {
  const matched: Partial<Record<(typeof FINGERPRINTS)[number], number[]>> = {};
  for (const field of FINGERPRINTS) {
    const value = attribution[field];
    if (!value) continue;
    const others = await sameFingerprint(ctx, userId, field, value);
    if (others.length > 0) matched[field] = others;
  }
  const fields = FINGERPRINTS.filter((field) => matched[field]);
  const value = fields.map((field) => `${field}=${attribution[field]}`).join('|');
  const others = sortedUnique(fields.flatMap((field) => matched[field]!));
  return raiseDuplicate(ctx, userId, 'fingerprint', value, others, { fields: matched });
}

/**
 * Duplicate accounts seen at registration: another account with the same mailbox (signal
 * `email`) or a browser fingerprint of this registration (signal `fingerprint`). A phone number
 * is one account's already (unique in E.164). Called after the account is opened; a failure is
 * logged, never the registration's. Answers the flags raised now.
 */
export async function flagRegistration(ctx: Ctx, userId: number): Promise<RiskFlag[]> {
  const raised = await guarded(
    'aml: the registration rules failed',
    { user_id: userId },
    async () => {
      const [me] = await ctx.db
        .select({ email: users.email, attribution: users.attribution })
        .from(users)
        .where(eq(users.id, userId));
      if (!me) return [];
      return [
        me.email ? await flagSameMailbox(ctx, userId, me.email) : null,
        await flagSameFingerprint(ctx, userId, me.attribution),
      ];
    },
  );
  return (raised ?? []).filter((flag): flag is RiskFlag => flag !== null);
}
