import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ProtectionWatchers } from '@/components/protection/protection-layer';
import { tokenStore } from '@/lib/session/token';
import { server } from '../../msw/server';
import { API, renderWithSession, resetSession, signIn } from '../../support/session';
import { protectionFixture } from './fixtures';

describe('the session time limit', () => {
  beforeEach(resetSession);

  it('warns before the end, then signs the page out and says why', async () => {
    signIn();
    const endsAt = new Date(Date.now() + 1_500).toISOString();
    server.use(
      http.get(`${API}/protection`, () =>
        HttpResponse.json(protectionFixture({ session_ends_at: endsAt })),
      ),
    );
    renderWithSession(<ProtectionWatchers />);

    expect(
      await screen.findByText(
        /^Your session time limit ends at .+: you will be signed out in 1 minute\.$/,
      ),
    ).toBeInTheDocument();
    expect(tokenStore.get()).toBe('t1');

    expect(
      await screen.findByText(
        'Your session time limit is reached: you have been signed out.',
        {},
        { timeout: 4_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(tokenStore.get()).toBeUndefined());
  });
});
