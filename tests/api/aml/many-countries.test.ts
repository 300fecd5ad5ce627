/**
 * Sign-ins from many countries (issue 35): three or more countries among a player's sessions of
 * the last 30 days raise many_countries with each country's sign-ins, once per set of countries.
 * Sessions are written with their country as createSession writes them.
 */
import { randomUUID } from 'node:crypto';
import { sessions } from '@/server/db/schema';
import { flagSignIn } from '@/server/services/aml/country-flags';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { DAY, flagsOf, newPlayer } from './aml-support';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { KYC_FLAG_LEVEL: '2' } });
});
afterAll(() => api.close());

/** A sign-in of the player from `country` (null: unknown), `daysAgo` days ago. */
async function signIn(userId: number, country: string | null, daysAgo = 0) {
  const createdAt = new Date(api.clock.now().getTime() - daysAgo * DAY);
  await api.ctx.db.insert(sessions).values({
    id: randomUUID(),
    userId,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + 30 * DAY),
    ip: '10.0.0.1',
    userAgent: 'test',
    country,
  });
  return flagSignIn(api.ctx, userId);
}

describe('many_countries', () => {
  it('flags the third country within 30 days with each country’s sign-ins, once per set', async () => {
    const player = await newPlayer(api);
    expect(await signIn(player.id, 'RU', 3)).toBeNull();
    await signIn(player.id, 'RU', 2);
    await signIn(player.id, 'KZ', 1);
    await signIn(player.id, null);
    // Older than the window: not counted.
    expect(await signIn(player.id, 'US', 31)).toBeNull();
    expect(await flagsOf(api, player.id, 'many_countries')).toEqual([]);

    const flag = await signIn(player.id, 'DE');
    expect(flag?.dedupKey).toBe(`many_countries:${player.id}:DE,KZ,RU`);
    expect(flag?.evidence).toEqual({ countries: { DE: 1, KZ: 1, RU: 2 }, window_days: 30 });
    // The same countries again: nothing new.
    expect(await signIn(player.id, 'RU')).toBeNull();
    // A new country: a new finding.
    const more = await signIn(player.id, 'FR');
    expect(more?.evidence).toEqual({
      countries: { DE: 1, FR: 1, KZ: 1, RU: 3 },
      window_days: 30,
    });
    expect(await flagsOf(api, player.id, 'many_countries')).toHaveLength(2);
  });
});
