import type { ProtectionAnswer } from '@/lib/schemas/protection';

/** `GET /protection` for an active player with no limits; `overrides` replace its fields. */
export function protectionFixture(overrides: Partial<ProtectionAnswer> = {}): ProtectionAnswer {
  return {
    state: 'active',
    state_until: null,
    currency: 'RUB',
    limits: [],
    reality_check: { minutes: null, due_at: null, session_started_at: null },
    session_ends_at: null,
    self_exclusion: null,
    net_deposits: { lifetime: 0, last_30_days: 0 },
    review_due: false,
    ...overrides,
  };
}

type Limit = ProtectionAnswer['limits'][number];

/** A daily deposit limit of `amount` RUB with `used` counted. */
export function depositLimit(
  amount: number,
  used: number,
  pending: Limit['pending'] = null,
): Limit {
  return {
    kind: 'deposit',
    period: 'day',
    amount,
    used,
    remaining: Math.max(amount - used, 0),
    pending,
  };
}
