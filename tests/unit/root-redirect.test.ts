import { createRootRedirect, parseRootRedirect } from '@/lib/edge/steps/root-redirect';
import { runSteps } from '@/lib/edge/types';
import { edgeContext, edgeRequest } from '../support/edge';

const request = (url: string) => edgeContext(edgeRequest(url));

describe('root redirect', () => {
  const step = createRootRedirect('/games/slots');

  it('sends the root path to the configured page and keeps the query', () => {
    const response = step(request('/?utm_source=mail'));
    expect(response?.status).toBe(307);
    expect(response?.headers.get('location')).toBe(
      'https://casino.example/games/slots?utm_source=mail',
    );
  });

  it.each(['en', 'kz', 'ru'])(
    'sends the /%s language root to the page in that language',
    (locale) => {
      const response = step(request(`/${locale}`));
      expect(response?.headers.get('location')).toBe(
        `https://casino.example/${locale}/games/slots`,
      );
    },
  );

  it.each(['/faq', '/en/faq', '/english', '/games/slots'])('leaves %s alone', (path) => {
    expect(step(request(path))).toBeUndefined();
  });

  it('does nothing when no page is configured', () => {
    expect(createRootRedirect(undefined)(request('/'))).toBeUndefined();
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'games', '/', '  '])(
    'refuses %p as a target (no open redirect)',
    (target) => {
      expect(parseRootRedirect(target)).toBeUndefined();
      expect(createRootRedirect(target)(request('/'))).toBeUndefined();
    },
  );
});

describe('runSteps', () => {
  it('returns the first answer and skips the steps after it', async () => {
    const later = jest.fn();
    const answer = await runSteps(
      [() => undefined, createRootRedirect('/top'), later],
      request('/'),
    );
    expect(answer?.headers.get('location')).toBe('https://casino.example/top');
    expect(later).not.toHaveBeenCalled();
  });

  it('returns nothing when no step answers', async () => {
    expect(await runSteps([() => undefined], request('/faq'))).toBeUndefined();
  });
});
