import { mirrorRedirect } from '@/lib/pwa/worker/mirror-redirect';

const HERE = 'https://blocked.example';
const MIRROR = { origin: 'https://mirror.example', api: 'https://api.mirror.example' };

const page = (url: string, mode: RequestMode = 'navigate') => ({ url, mode });

describe('mirrorRedirect (the worker, a page that cannot load)', () => {
  it('sends the page to the first working mirror, same path and query', async () => {
    const lookup = jest.fn().mockResolvedValue(MIRROR);
    const response = await mirrorRedirect(page(`${HERE}/en/games/dice?x=1`), HERE, lookup);
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('https://mirror.example/en/games/dice?x=1');
    expect(lookup).toHaveBeenCalledWith({ exclude: [HERE] });
  });

  it('leaves the offline page when no mirror answers', async () => {
    const lookup = jest.fn().mockResolvedValue(null);
    expect(await mirrorRedirect(page(`${HERE}/`), HERE, lookup)).toBeNull();
  });

  it('asks nothing for what is not a navigation on this origin', async () => {
    const lookup = jest.fn().mockResolvedValue(MIRROR);
    expect(await mirrorRedirect(page(`${HERE}/logo.png`, 'no-cors'), HERE, lookup)).toBeNull();
    expect(await mirrorRedirect(page('https://elsewhere.example/'), HERE, lookup)).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });
});
