import { findWorkingOrigin } from '@/lib/mirrors/find-working-origin';
import type { MirrorRecord } from '@/lib/mirrors/store';
import { fakeNetwork } from './fake-network';

const mirror = (name: string) => ({
  origin: `https://${name}.example`,
  api: `https://api.${name}.example`,
});
const [A, B, C] = [mirror('a'), mirror('b'), mirror('c')];
const record = (mirrors: MirrorRecord['mirrors']): MirrorRecord => ({
  id: 1,
  apiBase: A.api,
  mirrors,
  refreshedAt: 1,
});

describe('findWorkingOrigin (the installed app on a blocked domain)', () => {
  it('answers the first stored mirror in order whose API answers, all probed at once', async () => {
    const { fetch, calls } = fakeNetwork({ [B.api]: { status: 503 }, [C.api]: { body: {} } });
    const found = await findWorkingOrigin({ read: async () => record([A, B, C]), fetch });
    // A 503 is an answer: the host is reachable.
    expect(found).toEqual(B);
    expect(calls.sort()).toEqual([`${A.api}/mirror`, `${B.api}/mirror`, `${C.api}/mirror`]);
    expect(fetch).toHaveBeenCalledWith(
      `${A.api}/mirror`,
      expect.objectContaining({ mode: 'no-cors', cache: 'no-store' }),
    );
  });

  it('never offers the blocked origin itself', async () => {
    const { fetch, calls } = fakeNetwork({ [A.api]: { body: {} }, [C.api]: { body: {} } });
    const found = await findWorkingOrigin({
      read: async () => record([A, C]),
      fetch,
      exclude: [A.origin],
    });
    expect(found).toEqual(C);
    expect(calls).toEqual([`${C.api}/mirror`]);
  });

  it('answers null when nothing answers, nothing is stored or the store fails', async () => {
    const { fetch } = fakeNetwork({});
    await expect(
      findWorkingOrigin({ read: async () => record([A, B]), fetch }),
    ).resolves.toBeNull();
    await expect(findWorkingOrigin({ read: async () => null, fetch })).resolves.toBeNull();
    await expect(
      findWorkingOrigin({ read: () => Promise.reject(new Error('blocked')), fetch }),
    ).resolves.toBeNull();
  });
});
