import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { z } from '@/lib/zod';
import { depositConfigSchema, type DepositConfig } from '@/lib/schemas/billing';

import { DEPOSIT_CONFIG_STORAGE_KEY } from '@/lib/constants/payments';

export { DEPOSIT_CONFIG_STORAGE_KEY };

const storedDepositConfigSchema = z.object({
  config: depositConfigSchema,
  /** The player the invoice belongs to; another player's config is never shown. */
  userId: z.number(),
  /** When the config stops being payable, in ms since the epoch (this browser's clock). */
  expiresAt: z.number(),
});
export type StoredDepositConfig = z.infer<typeof storedDepositConfigSchema>;

/**
 * What to keep of a config the API just answered. The deadline counts from `life_time` (seconds
 * left) on this browser's clock rather than from `expires_at`, so a clock that is off does not
 * shorten or stretch the countdown.
 */
export function storedDepositConfig(
  config: DepositConfig,
  userId: number,
  now = Date.now(),
): StoredDepositConfig {
  return { config, userId, expiresAt: now + config.life_time * 1000 };
}

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Local storage that answers only a well-formed config that has not expired, and removes any
 * other. No cross-tab subscription: each tab watches the config it holds, so a payment finished
 * in another tab is still noticed here.
 */
const depositConfigStorage: {
  getItem(key: string, initialValue: StoredDepositConfig | null): StoredDepositConfig | null;
  setItem(key: string, value: StoredDepositConfig | null): void;
  removeItem(key: string): void;
} = {
  getItem(key, initialValue) {
    const store = localStore();
    const raw = store?.getItem(key);
    if (!store || raw == null) return initialValue;
    try {
      const stored = storedDepositConfigSchema.parse(JSON.parse(raw));
      if (stored.expiresAt > Date.now()) return stored;
    } catch {
      // unreadable: dropped below
    }
    store.removeItem(key);
    return initialValue;
  },
  setItem(key, value) {
    const store = localStore();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  },
  removeItem(key) {
    localStore()?.removeItem(key);
  },
};

/**
 * The open deposit config (spec §4): kept in local storage so it survives a reload until it
 * expires; `null` when there is none. `DepositWatcher` polls its status and removes it.
 */
export const depositConfigAtom = atomWithStorage<StoredDepositConfig | null>(
  DEPOSIT_CONFIG_STORAGE_KEY,
  null,
  depositConfigStorage,
);

/** The last confirmed deposit, for the SuccessPayment modal: the real and bonus money credited. */
export const successPaymentAtom = atom<{
  amount: number;
  bonusAmount: number;
  currency: string;
} | null>(null);
