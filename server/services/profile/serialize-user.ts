import type { User } from '@/server/db/schema';

/**
 * The User of spec §3 as the profile call answers it. Balances belong to the wallet; until it
 * holds money for the player they read 0 in the player's currency (major units).
 */
export function serializeUser(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    balance: 0,
    bonus: 0,
    bonus_balance: 0,
    total_balance: 0,
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
