/**
 * Feature flags (issue 39): staff set a player's own flags (`PUT /operator/players/{id}/features`)
 * and segment rules (`/operator/feature-segments`) under `players.features`; the profile call's
 * `features` is the union of the player's own and those of every segment they match.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { FEATURE_SEGMENTS_CACHE_MS } from '@/lib/constants/features';
import { auditLog, featureSegments, users, vipPlayers } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { signedInStaff } from '@/tests/support/staff';
import { OPERATOR_TOKEN, operator } from '@/tests/support/wallet';

const SEGMENTS = '/api/operator/feature-segments';
const flagsOf = (id: number) => `/api/operator/players/${id}/features`;

let api: TestApi;
let marketing: { token: string };
let support: { token: string };
beforeAll(async () => {
  // Its own database on PostgreSQL: a segment rule reaches every player of the database, and
  // other suites' profiles must stay without flags.
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  marketing = { token: await signedInStaff(api, 'marketing') };
  support = { token: await signedInStaff(api, 'support') };
});
afterAll(() => api.close());

/** A registered player with this currency, region and VIP level, before any profile call. */
async function player({
  currency = 'RUB',
  region = null,
  level = 1,
}: { currency?: Currency; region?: 'RU' | 'KZ' | null; level?: number } = {}) {
  const { email, token } = await api.registerByEmail({ currency });
  const [row] = await api.ctx.db
    .update(users)
    .set({ region })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  const id = row!.id;
  if (level > 1) {
    await api.ctx.db
      .insert(vipPlayers)
      .values({ userId: id, level, points: 0, updatedAt: api.clock.now() });
  }
  return { id, token };
}

async function profileFeatures(token: string) {
  const response = await api.get('/api/profile/user', { token });
  expect(response.status).toBe(200);
  return response.json.features as string[];
}

/** A 422's fields with the codes of their messages (`unknown_feature: This…` → `unknown_feature`). */
const codes = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => message.split(':')[0]),
    ]),
  );

describe("a player's own flags", () => {
  it('are set by staff, answered by the profile at once, and audited with the flags before', async () => {
    const { id, token } = await player();
    expect(await profileFeatures(token)).toEqual([]);

    const set = await api.put(
      flagsOf(id),
      { features: ['hide_sports', 'no_deposit_prompt', 'hide_sports'] },
      marketing,
    );
    expect(set.status).toBe(200);
    expect(set.json).toEqual({
      user_id: id,
      features: ['no_deposit_prompt', 'hide_sports'],
      segments: [],
      effective: ['no_deposit_prompt', 'hide_sports'],
    });
    // The profile call that cached the session before the change answers the change.
    expect(await profileFeatures(token)).toEqual(['no_deposit_prompt', 'hide_sports']);
    expect((await api.get(flagsOf(id), marketing)).json.features).toEqual([
      'no_deposit_prompt',
      'hide_sports',
    ]);

    expect((await api.put(flagsOf(id), { features: ['hide_sports'] }, marketing)).status).toBe(200);
    expect(await profileFeatures(token)).toEqual(['hide_sports']);

    const audit = await api.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'players.features'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorType: 'staff',
      role: 'marketing',
      targetType: 'players',
      before: { features: ['no_deposit_prompt', 'hide_sports'] },
      after: { features: ['hide_sports'] },
    });
    expect(audit[1]).toMatchObject({ before: { features: [] } });
  });

  it('refuses a flag the catalogue does not know, changing nothing', async () => {
    const { id, token } = await player();
    const refused = await api.put(
      flagsOf(id),
      { features: ['hide_sports', 'free_money'] },
      marketing,
    );
    expect(refused.status).toBe(422);
    expect(codes(refused.json.errors)).toEqual({ features: ['unknown_feature'] });
    expect(
      codes((await api.put(flagsOf(id), { features: 'hide_sports' }, marketing)).json.errors),
    ).toEqual({ features: ['invalid_type'] });
    expect(await profileFeatures(token)).toEqual([]);
  });

  it('are 404 for a player who does not exist', async () => {
    expect((await api.get(flagsOf(2_000_000_000), marketing)).status).toBe(404);
    expect((await api.put(flagsOf(2_000_000_000), { features: [] }, marketing)).status).toBe(404);
  });

  it('are refused to a role without players.features', async () => {
    const { id, token } = await player();
    expect((await api.get(flagsOf(id), support)).status).toBe(403);
    expect((await api.put(flagsOf(id), { features: ['hide_sports'] }, support)).status).toBe(403);
    expect((await api.get(SEGMENTS, support)).status).toBe(403);
    expect(
      (await api.post(SEGMENTS, { name: 'All', features: ['hide_sports'] }, support)).status,
    ).toBe(403);
    expect(await profileFeatures(token)).toEqual([]);
  });
});

describe('segment rules', () => {
  it('give their flags to the players who match every condition, and only to them', async () => {
    const kzt = await player({ currency: 'KZT', region: 'KZ' });
    const kztInRussia = await player({ currency: 'KZT', region: 'RU' });
    const gold = await player({ level: 45 });
    const bronze = await player({ level: 3 });
    const own = await player({ currency: 'KZT', region: 'KZ' });
    await api.put(flagsOf(own.id), { features: ['no_deposit_prompt'] }, marketing);

    const sports = await api.post(
      SEGMENTS,
      {
        name: 'Kazakhstan without the sportsbook',
        features: ['hide_sports'],
        currency: 'KZT',
        region: 'KZ',
      },
      marketing,
    );
    expect(sports.status).toBe(201);
    expect(sports.json.data).toMatchObject({
      name: 'Kazakhstan without the sportsbook',
      features: ['hide_sports'],
      currency: 'KZT',
      region: 'KZ',
      vip_level_min: null,
      vip_level_max: null,
    });
    const vip = await api.post(
      SEGMENTS,
      { name: 'Gold and up: managers call', features: ['no_deposit_prompt'], vip_level_min: 40 },
      operator,
    );
    expect(vip.status).toBe(201);

    expect(await profileFeatures(kzt.token)).toEqual(['hide_sports']);
    expect(await profileFeatures(kztInRussia.token)).toEqual([]);
    expect(await profileFeatures(gold.token)).toEqual(['no_deposit_prompt']);
    expect(await profileFeatures(bronze.token)).toEqual([]);
    // The player's own flag and the segment's, in the catalogue's order.
    expect(await profileFeatures(own.token)).toEqual(['no_deposit_prompt', 'hide_sports']);

    const view = await api.get(flagsOf(own.id), marketing);
    expect(view.json).toMatchObject({
      features: ['no_deposit_prompt'],
      segments: [{ id: sports.json.data.id, name: 'Kazakhstan without the sportsbook' }],
      effective: ['no_deposit_prompt', 'hide_sports'],
    });

    const list = await api.get(SEGMENTS, marketing);
    expect(list.json.data.map((rule: { id: number }) => rule.id)).toEqual([
      vip.json.data.id,
      sports.json.data.id,
    ]);

    const removed = await api.call('DELETE', `${SEGMENTS}/${sports.json.data.id}`, marketing);
    expect(removed.status).toBe(200);
    expect(removed.json.data.name).toBe('Kazakhstan without the sportsbook');
    expect(await profileFeatures(kzt.token)).toEqual([]);
    expect(await profileFeatures(own.token)).toEqual(['no_deposit_prompt']);
    expect((await api.call('DELETE', `${SEGMENTS}/${sports.json.data.id}`, marketing)).status).toBe(
      404,
    );

    // Each change is in the audit trail, the deleted rule with it.
    const audit = await api.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'feature-segments'))
      .orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.actorType])).toEqual([
      ['POST /operator/feature-segments', 'staff'],
      ['POST /operator/feature-segments', 'service'],
      ['DELETE /operator/feature-segments/:id', 'staff'],
    ]);
    expect(audit[2]).toMatchObject({
      targetId: String(sports.json.data.id),
      after: { answer: { data: { features: ['hide_sports'], currency: 'KZT' } } },
    });

    await api.call('DELETE', `${SEGMENTS}/${vip.json.data.id}`, marketing);
    expect(await profileFeatures(gold.token)).toEqual([]);
  });

  it('without conditions reach every player', async () => {
    const someone = await player({ currency: 'USD' });
    const all = await api.post(
      SEGMENTS,
      { name: 'Everyone', features: ['hide_sports'] },
      marketing,
    );
    expect(all.status).toBe(201);
    expect(await profileFeatures(someone.token)).toEqual(['hide_sports']);
    await api.call('DELETE', `${SEGMENTS}/${all.json.data.id}`, marketing);
    expect(await profileFeatures(someone.token)).toEqual([]);
  });

  it('are read by each process at most every FEATURE_SEGMENTS_CACHE_MS, not per profile call', async () => {
    const someone = await player();
    expect(await profileFeatures(someone.token)).toEqual([]);
    // Written behind this process's back, as another instance would.
    const [rule] = await api.ctx.db
      .insert(featureSegments)
      .values({ name: 'Elsewhere', features: ['hide_sports'], createdAt: api.clock.now() })
      .returning();
    expect(await profileFeatures(someone.token)).toEqual([]);
    api.clock.advance(FEATURE_SEGMENTS_CACHE_MS);
    expect(await profileFeatures(someone.token)).toEqual(['hide_sports']);
    await api.call('DELETE', `${SEGMENTS}/${rule!.id}`, marketing);
  });

  it('are checked: known flags, at least one, a VIP range that is one', async () => {
    const post = (body: unknown) => api.post(SEGMENTS, body, marketing);
    expect(codes((await post({ name: 'X', features: ['beta_everything'] })).json.errors)).toEqual({
      features: ['unknown_feature'],
    });
    expect(codes((await post({ name: ' ', features: [] })).json.errors)).toEqual({
      name: ['required'],
      features: ['required'],
    });
    expect(
      codes(
        (await post({ name: 'X', features: ['hide_sports'], currency: 'XYZ', vip_level_min: 0 }))
          .json.errors,
      ),
    ).toEqual({ currency: ['invalid_value'], vip_level_min: ['invalid_value'] });
    expect(
      codes(
        (await post({ name: 'X', features: ['hide_sports'], vip_level_min: 50, vip_level_max: 10 }))
          .json.errors,
      ),
    ).toEqual({ vip_level_max: ['invalid_value'] });
    expect((await api.get(SEGMENTS, marketing)).json.data).toEqual([]);
  });
});
