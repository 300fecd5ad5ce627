import { eq } from 'drizzle-orm';
import { attributions } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const path = '/api/attachSource';

async function attributionOf(token: string) {
  const profile = await api.get('/api/profile/user', { token });
  const [row] = await api.ctx.db
    .select()
    .from(attributions)
    .where(eq(attributions.userId, profile.json.user.id));
  return row;
}

describe('POST /attachSource', () => {
  it("keeps the player's first non-null value of each field", async () => {
    const { token } = await api.registerByEmail();
    const first = await api.post(
      path,
      {
        stag: 'stag_1',
        promo: null,
        partnerId: 'p-1',
        advId: 'adv-1',
        advertiseUid: null,
        advertiseSource: '',
        cpaOneUid: null,
        prHash: 'pr-1',
      },
      { token },
    );
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true });

    api.clock.advance(60_000);
    const second = await api.post(
      path,
      { stag: 'stag_2', promo: 'WELCOME', advertiseSource: 'tiktok', cpaOneUid: 'cpa-2' },
      { token },
    );
    expect(second.status).toBe(200);

    expect(await attributionOf(token)).toMatchObject({
      stag: 'stag_1',
      promo: 'WELCOME',
      partnerIdText: 'p-1',
      advId: 'adv-1',
      advertiseUid: null,
      advertiseSource: 'tiktok',
      cpaOneUid: 'cpa-2',
      prHash: 'pr-1',
      firstDepositAt: null,
      updatedAt: api.clock.now(),
    });
  });

  it('accepts an empty body and form fields', async () => {
    const { token } = await api.registerByEmail();
    expect((await api.post(path, {}, { token })).status).toBe(200);
    const form = await api.post(path, 'stag=form_stag', {
      token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(200);
    expect((await attributionOf(token))?.stag).toBe('form_stag');
  });

  it('answers 401 to guests', async () => {
    const response = await api.post(path, { stag: 'x' });
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ error: 'unauthorized' });
  });

  it('refuses wrong types, oversized values and unknown fields with 422', async () => {
    const { token } = await api.registerByEmail();
    const response = await api.post(
      path,
      { stag: 5, promo: 'p'.repeat(257), partner: 'x' },
      { token },
    );
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      stag: [expect.stringMatching(/^invalid_type: /)],
      promo: [expect.stringMatching(/^too_long: /)],
      partner: [expect.stringMatching(/^unknown_field: /)],
    });
    expect(await attributionOf(token)).toBeUndefined();
  });
});
