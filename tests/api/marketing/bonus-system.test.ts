import { randomBytes } from 'node:crypto';
import { promoCodes } from '@/server/db/schema';
import { addSeconds } from '@/server/lib/clock';
import { createTestApi, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const uniqueCode = () => `PROMO${randomBytes(4).toString('hex').toUpperCase()}`;

describe('GET /bonus-system/bonus/{promo}', () => {
  it('answers an active promo code, whatever the case', async () => {
    const code = uniqueCode();
    await api.ctx.db
      .insert(promoCodes)
      .values({ code, type: 'deposit_percent', value: '50', name: 'Half more' });
    const response = await api.get(`/api/bonus-system/bonus/${code.toLowerCase()}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      data: { code, type: 'deposit_percent', value: '50', name: 'Half more' },
    });
  });

  it('answers 404 for an unknown, inactive or expired code', async () => {
    const inactive = uniqueCode();
    const expired = uniqueCode();
    const later = uniqueCode();
    await api.ctx.db.insert(promoCodes).values([
      { code: inactive, type: 'free_spins', value: '10', name: 'Off', active: false },
      { code: expired, type: 'free_spins', value: '10', name: 'Old', expiresAt: api.clock.now() },
      {
        code: later,
        type: 'free_spins',
        value: '10',
        name: 'Soon over',
        expiresAt: addSeconds(api.clock.now(), 60),
      },
    ]);
    for (const code of [uniqueCode(), inactive, expired]) {
      const response = await api.get(`/api/bonus-system/bonus/${code}`);
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ error: 'not_found' });
    }
    expect((await api.get(`/api/bonus-system/bonus/${later}`)).status).toBe(200);
    api.clock.advance(60_000);
    expect((await api.get(`/api/bonus-system/bonus/${later}`)).status).toBe(404);
  });

  it('answers 404 for an oversized or odd code without an error', async () => {
    expect((await api.get(`/api/bonus-system/bonus/${'A'.repeat(65)}`)).status).toBe(404);
    expect((await api.get('/api/bonus-system/bonus/%27%3B--')).status).toBe(404);
    expect((await api.get('/api/bonus-system/bonus/')).status).toBe(404);
  });
});
