import type { SlotConfig } from '../types';
import { auroraGems } from './aurora-gems';
import { goldenSteppe } from './golden-steppe';
import { sandboxFruits } from './sandbox-fruits';

/** Every sandbox slot's config by its game code (`lib/casino/sandbox/titles.ts`). */
export const SLOT_CONFIGS: Readonly<Record<string, SlotConfig>> = Object.fromEntries(
  [sandboxFruits, goldenSteppe, auroraGems].map((config) => [config.code, config]),
);

/** The config of a slot code, or null for an unknown code (or the live table). */
export function slotConfig(code: string): SlotConfig | null {
  return Object.hasOwn(SLOT_CONFIGS, code) ? SLOT_CONFIGS[code]! : null;
}
