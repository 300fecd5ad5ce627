import { and, count, eq } from 'drizzle-orm';
import { KYC_STATUS_VALUES } from '@/lib/constants/kyc';
import type { Locale } from '@/lib/i18n/config';
import type { PlayerOverview } from '@/lib/schemas/office-players';
import type { AppContext } from '@/server/app-context';
import { riskFlags } from '@/server/db/schema';
import { listGrants } from '@/server/services/bonus/list-grants';
import { findPlayer } from '@/server/services/kyc/staff-view';
import { readProtection } from '@/server/services/protection/read-protection';
import { readVip } from '@/server/services/vip/read-vip';
import { listNotes } from './list-notes';
import { playerDevices } from './player-devices';
import { readBalances } from './read-balances';
import { recentSessions } from './recent-sessions';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * `GET /operator/players/{id}` (`players.read`): what the player's page opens with, each part
 * read where its own area keeps it: the balances from the ledger's accounts, the limits and
 * exclusion as the player's protection page reads them, the running bonuses as the player's
 * bonus page lists them (which ends grants past their expiry first, as every reader of them
 * does), the VIP standing as the club reads it, the open risk flags, the latest sign-ins and
 * device marks, and staff's notes. The verification itself is `GET /operator/players/{id}/kyc`
 * (`players.risk`).
 */
export async function readPlayerOverview(
  ctx: Ctx,
  input: { userId: number; locale: Locale },
): Promise<PlayerOverview> {
  const user = await findPlayer(ctx, input.userId);
  const [balances, [flags], protection, grants, vip, sessions, devices, notes] = await Promise.all([
    readBalances(ctx.db, user.id, user.currency),
    ctx.db
      .select({ open: count() })
      .from(riskFlags)
      .where(and(eq(riskFlags.userId, user.id), eq(riskFlags.status, 'open'))),
    readProtection(ctx, user.id),
    listGrants(ctx, user.id, input.locale),
    readVip(ctx, user),
    recentSessions(ctx.db, user.id),
    playerDevices(ctx.db, user.id),
    listNotes(ctx.db, user.id),
  ]);
  const standing = vip.me!;
  return {
    player: {
      id: user.id,
      email: user.email,
      phone: user.phone,
      is_email_verified: user.isEmailVerified,
      is_phone_verified: user.isPhoneVerified,
      name: user.name,
      legal_name: user.legalName,
      birth_date: user.birthDate,
      region: user.region,
      currency: user.currency,
      locale: user.locale,
      timezone: user.timezone,
      register_method: user.registerMethod,
      created_at: user.createdAt.toISOString(),
      state: user.state,
      state_reason: user.stateReason,
      state_changed_at: iso(user.stateChangedAt),
    },
    balances,
    kyc: {
      level: user.kycLevel,
      required_level: user.kycRequiredLevel,
      status: KYC_STATUS_VALUES.find((status) => status === user.kycStatus) ?? 'init',
    },
    open_flags: Number(flags?.open ?? 0),
    protection,
    bonuses: grants.active,
    vip: {
      level: standing.level,
      tier: standing.tier,
      points: standing.points,
      next_level_points: standing.next?.points ?? null,
      premium: standing.premium,
    },
    sessions,
    devices,
    fingerprints: [user.attribution.fp, user.attribution.fp2].filter(
      (value): value is string => !!value,
    ),
    notes,
  };
}
