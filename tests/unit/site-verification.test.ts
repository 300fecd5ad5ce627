import { siteVerification } from '@/lib/seo/site-verification';

afterEach(() => jest.restoreAllMocks());

/** `GET /mirror`'s answer with these verification values. */
const mirrorAnswer = (google: string | null, yandex: string | null) =>
  Response.json({
    redirect: { newLink: null },
    sso: null,
    verification: { google, yandex },
    mirrors: [],
  });

describe('search-engine verification in the head (spec §7)', () => {
  it('takes the values from the mirror answer', async () => {
    const fetchMock = jest.spyOn(global, 'fetch').mockResolvedValue(mirrorAnswer('g-123', 'y-456'));
    await expect(siteVerification()).resolves.toEqual({ google: 'g-123', yandex: 'y-456' });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/mirror$/);
  });

  it('has none when the values are empty or the API is down', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest
      .spyOn(global, 'fetch')
      .mockResolvedValueOnce(mirrorAnswer(null, ''))
      .mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(siteVerification()).resolves.toBeUndefined();
    await expect(siteVerification()).resolves.toBeUndefined();
  });
});
