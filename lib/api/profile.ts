import { profileSchema, type SettingsInput } from '@/lib/schemas/profile';
import type { ApiClient } from './client';

/** Spec §7 "Profile and settings". */

/** `GET /profile/user`, presenting the stored device mark as `whoAreYou`. */
export async function fetchProfile(api: ApiClient, whoAreYou?: string) {
  const answer = await api.get<unknown>('profile/user', { searchParams: { whoAreYou } });
  return profileSchema.parse(answer);
}

/** Saves settings; an unsupported value answers 400 with `error` (spec §8). */
export function updateSettings(api: ApiClient, input: SettingsInput) {
  return api.put<{ success?: boolean; error?: string }>('profile/settings', input);
}
