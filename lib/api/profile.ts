import type { SettingsRequest } from '@/lib/schemas/profile';
import { schemaLoader, type ApiClient } from './client';

const profileSchemas = schemaLoader(() => import('@/lib/schemas/profile'));

/** Spec §7 "Profile and settings". */

export const PROFILE_PATH = 'profile/user';

/** `GET /profile/user`, presenting the stored device mark as `whoAreYou`. */
export function fetchProfile(api: ApiClient, whoAreYou?: string) {
  return api.get(PROFILE_PATH, profileSchemas('profileAnswerSchema'), {
    searchParams: { whoAreYou },
  });
}

/** Saves settings; an unsupported value answers 400 with `error` (spec §8). */
export function updateSettings(api: ApiClient, input: SettingsRequest) {
  return api.put('profile/settings', profileSchemas('settingsAnswerSchema'), input);
}
