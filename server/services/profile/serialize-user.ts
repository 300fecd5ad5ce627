import { toMajor } from '@/lib/money/units';
import type { User } from '@/server/db/schema';

/**
 * A player's money in the profile currency, minor units (`profileBalances`): real and bonus
 * balances, and the wagering left on the active grant (0 or absent: none).
 */
export type Balances = { real: number; bonus: number; wageringLeft?: number };

/**
 * The User of spec §3 as the profile call answers it, balances in major units of the profile
 * currency: `balance` is real money the player can spend (holds of pending payouts excluded),
 * `bonus_balance` bonus money, `total_balance` their sum, and `bonus` the wagering still owed on
 * the active bonus before its money turns real (0 while no bonus is active).
 */
export function serializeUser(user: User, balances: Balances) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    balance: toMajor(balances.real),
    bonus: toMajor(balances.wageringLeft ?? 0),
    bonus_balance: toMajor(balances.bonus),
    total_balance: toMajor(balances.real + balances.bonus),
    currency: user.currency,
    locale: user.locale,
    timezone: user.timezone,
    image: { small: user.isAvatarHidden ? null : user.imageSmall },
    register_method: user.registerMethod,
    is_phone_verified: user.isPhoneVerified,
    is_email_verified: user.isEmailVerified,
    is_password_exists: user.passwordHash !== null,
    is_avatar_hidden: user.isAvatarHidden,
    is_statistics_hidden: user.isStatisticsHidden,
    verification: { is_need: user.kycRequired, data: { status: user.kycStatus } },
    premium: { status: user.isPremium },
  };
}

export type SerializedUser = ReturnType<typeof serializeUser>;
