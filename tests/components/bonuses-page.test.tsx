import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import BonusesPage from '@/app/[locale]/(main)/bonuses/page';
import { ModalHost } from '@/components/modals/modal-host';
import { server } from '../msw/server';
import { API, profileFixture, renderWithSession, resetSession, signIn } from '../support/session';
import { loadAllModals } from '../support/modals';

beforeAll(loadAllModals);

// Server pages: their copy comes from `getTranslations`, here the English messages.
jest.mock('next-intl/server', () => jest.requireActual('../support/english-server-translations'));

async function renderPage() {
  const page = await BonusesPage({ params: Promise.resolve({ locale: 'en' }) });
  return renderWithSession(
    <>
      {page}
      <ModalHost />
    </>,
  );
}

const emptyState = () => screen.getByRole('heading', { name: 'You have no active bonuses' });

describe('/bonuses: the log-in invitation is for guests only', () => {
  beforeEach(resetSession);

  it('offers a guest the Login modal', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(emptyState()).toBeInTheDocument();
    expect(screen.getByText(/Log in to see the bonuses available to you/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows a signed-in player no Log in button, not even while the profile loads', async () => {
    signIn();
    server.use(http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())));
    await renderPage();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(
      await screen.findByText(/The bonuses available to you and their wagering progress/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Log in to see the bonuses/)).not.toBeInTheDocument();
  });

  it('treats a token the API refuses as a guest', async () => {
    signIn('revoked');
    server.use(
      http.get(`${API}/profile/user`, () =>
        HttpResponse.json({ error: 'unauthorized', message: 'Unauthorized' }, { status: 401 }),
      ),
      http.post(`${API}/auth/refresh-token`, () =>
        HttpResponse.json({ error: 'unauthorized', message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    await renderPage();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible());
  });
});
