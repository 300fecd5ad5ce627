'use client';

import { ApiError } from '@/lib/api/errors';
import { browserApi, setApiRegion } from '@/lib/api/browser';
import { PROFILE_PATH, fetchProfile } from '@/lib/api/profile';
import { SUPER_BONUS_COOKIE, SUPER_BONUS_COOKIE_MAX_AGE_S } from '@/lib/constants/cookies';
import { readCookie, writeCookie } from '@/lib/dom/cookies';
import { tokenStore } from './token';

/** The SWR key of the profile call; one cache entry is the session's user. */
export const PROFILE_KEY = PROFILE_PATH;

/**
 * Loads the profile (spec §4): presents the stored device mark as `whoAreYou`, replaces the token
 * with `fresh_token`, and keeps `super_bonus` only when none is stored or it is the stored one.
 * An answer refusing the token (4xx) ends the session; a network failure or a server error
 * keeps it, so a player is not logged out by a flaky connection.
 */
export async function loadProfile() {
  const whoAreYou = readCookie(SUPER_BONUS_COOKIE) || undefined;
  try {
    const profile = await fetchProfile(browserApi(), whoAreYou);
    if (profile.fresh_token) tokenStore.set(profile.fresh_token);
    if (profile.super_bonus && (!whoAreYou || whoAreYou === profile.super_bonus)) {
      writeCookie(SUPER_BONUS_COOKIE, profile.super_bonus, SUPER_BONUS_COOKIE_MAX_AGE_S);
    }
    setApiRegion(profile.region);
    return profile;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) tokenStore.clear();
    throw error;
  }
}
