/**
 * Feature flags (spec §3: the profile call's `features`): switches staff set per player or per
 * segment of players, which the site reads from the profile (`useFeature`). A flag is a string
 * id; only the ones listed here can be set, and the profile answers only these, so a flag taken
 * out of the list stops acting at once even where it is still stored.
 */
export const FEATURES = [
  /**
   * No PayIn prompt after a login or registration with an empty balance (spec §4): for players
   * whose manager talks to them in person, or whom risk staff would rather not nudge to deposit.
   */
  'no_deposit_prompt',
  /**
   * The sportsbook is left out of the header's sections and the menu (its pages still open by
   * address): for players or regions the sportsbook is not offered to.
   */
  'hide_sports',
] as const;
export type Feature = (typeof FEATURES)[number];

/** Whether `value` is a flag of the catalogue. */
export function isFeature(value: unknown): value is Feature {
  return (FEATURES as readonly unknown[]).includes(value);
}

/** How long a process keeps the list of segment rules before reading it again, in ms. */
export const FEATURE_SEGMENTS_CACHE_MS = 10_000;

/** Segment rules staff may keep: the profile matches each player against every one of them. */
export const FEATURE_SEGMENTS_MAX = 100;

/** A segment rule's name, for staff: at most this many characters. */
export const FEATURE_SEGMENT_NAME_MAX = 100;
