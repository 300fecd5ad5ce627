import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import HomePage from '@/app/[locale]/(main)/page';
import { server } from '../msw/server';
import { API, profileFixture, renderWithSession, resetSession, signIn } from '../support/session';

// Server pages: their copy comes from `getTranslations`, here the English messages.
jest.mock('next-intl/server', () => jest.requireActual('../support/english-server-translations'));

const params = Promise.resolve({ locale: 'en' });

describe.each([
  // /welcome-pack: tests/components/bonus/welcome-pack.test.tsx.
  ['the home page', () => HomePage({ params }), 'Create an account', 'Make a deposit'],
])('%s invites guests to sign up and players to deposit', (_name, page, guestCta, playerCta) => {
  beforeEach(resetSession);

  it('offers a guest the sign-up', async () => {
    renderWithSession(await page());
    expect(await screen.findByRole('button', { name: guestCta })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: playerCta })).not.toBeInTheDocument();
  });

  it('offers a signed-in player a deposit instead', async () => {
    signIn();
    server.use(http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())));
    renderWithSession(await page());
    expect(await screen.findByRole('button', { name: playerCta })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: guestCta })).not.toBeInTheDocument();
  });
});
