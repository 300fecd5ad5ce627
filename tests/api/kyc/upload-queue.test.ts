/**
 * The back office's queue of source-of-funds documents (issue 36): pending ones only, oldest
 * first, a page at a time by cursor, each with its player; `players.risk` only.
 */
import { randomUUID } from 'node:crypto';
import { kycDocuments } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { signedInStaff } from '@/tests/support/staff';

const QUEUE = '/api/operator/risk/uploads';

let api: TestApi;
let risk: { token: string };
beforeAll(async () => {
  // Its own database: the queue is every player's.
  api = await createTestApi({ ownDatabase: true });
  risk = { token: await signedInStaff(api, 'risk') };
});
afterAll(() => api.close());

async function document(userId: number, minutesAgo: number, status = 'pending' as const) {
  const id = randomUUID();
  await api.ctx.db.insert(kycDocuments).values({
    id,
    userId,
    kind: 'source_of_funds',
    fileName: `statement-${minutesAgo}.pdf`,
    mime: 'application/pdf',
    size: 1_000 + minutesAgo,
    sha256: 'a'.repeat(64),
    status,
    createdAt: new Date(api.clock.now().getTime() - minutesAgo * 60_000),
  });
  return id;
}

it('lists pending documents oldest first, by cursor, with their players', async () => {
  const { token } = await api.registerByEmail();
  const userId = (await api.get('/api/profile/user', { token })).json.user.id as number;
  const oldest = await document(userId, 30);
  const middle = await document(userId, 20);
  const newest = await document(userId, 10);
  await document(userId, 40, 'accepted' as 'pending');

  const first = await api.get(`${QUEUE}?limit=2`, risk);
  expect(first.status).toBe(200);
  expect(first.json.total).toBe(3);
  expect(first.json.uploads.map((row: { id: string }) => row.id)).toEqual([oldest, middle]);
  expect(first.json.uploads[0]).toMatchObject({
    user_id: userId,
    file_name: 'statement-30.pdf',
    mime: 'application/pdf',
    size: 1_030,
    player: { kyc_level: 0, email: expect.stringContaining('@') },
  });
  expect(first.json.next).toMatch(/^\d{4}-\d{2}-\d{2}T.+Z_[0-9a-f-]{36}$/);

  const second = await api.get(`${QUEUE}?limit=2&after=${first.json.next}`, risk);
  expect(second.json.uploads.map((row: { id: string }) => row.id)).toEqual([newest]);
  expect(second.json.next).toBeNull();
});

it('refuses a malformed cursor with 422 and a member without players.risk with 403', async () => {
  const bad = await api.get(`${QUEUE}?after=yesterday&limit=0`, risk);
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.json.errors).sort()).toEqual(['after', 'limit']);
  const support = { token: await signedInStaff(api, 'support') };
  expect((await api.get(QUEUE, support)).status).toBe(403);
});
