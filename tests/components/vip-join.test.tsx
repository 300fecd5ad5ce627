import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import VipClubPage from '@/app/[locale]/(main)/vip-club/page';
import { ModalHost } from '@/components/modals/modal-host';
import { server } from '../msw/server';
import { API, profileFixture, renderWithSession, resetSession, signIn } from '../support/session';
import { loadAllModals } from '../support/modals';

beforeAll(loadAllModals);

// Server pages: their copy comes from `getTranslations`, here the English messages.
jest.mock('next-intl/server', () => jest.requireActual('../support/english-server-translations'));

const JOIN = `${API}/api/v2/vip/join`;

async function renderPage() {
  const page = await VipClubPage({ params: Promise.resolve({ locale: 'en' }) });
  return renderWithSession(
    <>
      {page}
      <ModalHost />
    </>,
  );
}

function signedIn() {
  signIn();
  server.use(http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())));
}

async function joinButton() {
  const button = screen.getByRole('button', { name: 'Apply to join' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('/vip-club: Apply to join', () => {
  beforeEach(resetSession);

  it('sends a signed-in player’s request, shows it on its way, then confirms it', async () => {
    const user = userEvent.setup();
    signedIn();
    const bodies: unknown[] = [];
    let answer: () => void = () => {};
    server.use(
      http.post(JOIN, async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ success: true });
      }),
    );
    await renderPage();
    await user.click(await joinButton());

    const sending = await screen.findByRole('button', { name: 'Sending your request…' });
    expect(sending).toBeDisabled();
    expect(bodies).toEqual([{ request_type: 'page' }]);
    answer();

    const confirmation = await screen.findByText(
      'Your request has been sent. A VIP club manager will contact you shortly.',
    );
    expect(confirmation).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Request sent' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('shows the error notification when the request fails, and lets the player try again', async () => {
    const user = userEvent.setup();
    signedIn();
    server.use(
      http.post(JOIN, () =>
        HttpResponse.json(
          { error: 'too_many_requests', message: 'Too many requests' },
          { status: 429 },
        ),
      ),
    );
    await renderPage();
    await user.click(await joinButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Error');
    expect(screen.getByRole('button', { name: 'Apply to join' })).toBeEnabled();
    expect(screen.queryByText(/Your request has been sent/)).not.toBeInTheDocument();
  });

  it('opens the Register modal for a guest, its VIP box ticked, and sends nothing', async () => {
    const user = userEvent.setup();
    let sent = false;
    server.use(
      http.post(JOIN, () => {
        sent = true;
        return HttpResponse.json({ success: true });
      }),
    );
    await renderPage();
    await user.click(await joinButton());

    const dialog = screen.getByRole('dialog', { name: 'Sign up' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /VIP/ })).toBeChecked();
    expect(sent).toBe(false);
  });
});
