import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import WelcomePackPage from '@/app/[locale]/(main)/welcome-pack/page';
import { ModalHost } from '@/components/modals/modal-host';
import { server } from '../../msw/server';
import { welcomePackFixture } from '../../support/bonus-fixtures';
import { loadAllModals } from '../../support/modals';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

beforeAll(loadAllModals);
beforeEach(resetSession);
afterEach(() => jest.useRealTimers());

jest.mock('next-intl/server', () =>
  jest.requireActual('../../support/english-server-translations'),
);

const DAY_MS = 86_400_000;

async function renderPage() {
  const page = await WelcomePackPage({ params: Promise.resolve({ locale: 'en' }) });
  return renderWithSession(
    <>
      {page}
      <ModalHost />
    </>,
  );
}

function cookie(name: string) {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function guestApi() {
  server.use(
    http.get(`${API}/api/v3/welcome-pack/get-welcome-packs-guest`, () =>
      HttpResponse.json({ data: welcomePackFixture() }),
    ),
  );
}

describe('/welcome-pack for a guest', () => {
  it('shows the steps as cards with their terms, the honest period and Sign up', async () => {
    guestApi();
    const user = userEvent.setup();
    await renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Up to 500 USD on three deposits' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your welcome period starts when you sign up: 7 days for 3 deposits.'),
    ).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').filter((item) => item.dataset.status);
    expect(steps).toHaveLength(3);
    expect(steps[1]).toHaveTextContent('Step 2 · 2nd deposit');
    expect(within(steps[1]!).getByText('50% of the deposit')).toBeInTheDocument();
    expect(screen.queryByText(/ends in/i)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('starts the 7-day countdown in welcomePackTimestamp and keeps it on the next visit', async () => {
    guestApi();
    const { unmount } = await renderPage();
    const timer = await screen.findByRole('timer', { name: 'Offer for new players, shown for' });
    expect(timer).toHaveTextContent(/^(7 days 00:00:00|6 days 23:59:5\d)$/);
    const start = Number(cookie('welcomePackTimestamp'));
    expect(Math.abs(start - Date.now())).toBeLessThan(5_000);
    unmount();

    document.cookie = `welcomePackTimestamp=${Date.now() - 2 * DAY_MS}; path=/`;
    await renderPage();
    expect(
      await screen.findByRole('timer', { name: 'Offer for new players, shown for' }),
    ).toHaveTextContent(/^(5 days 00:00:00|4 days 23:59:5\d)$/);
  });

  it('restarts the countdown when the cookie has expired', async () => {
    guestApi();
    const stale = Date.now() - 8 * DAY_MS;
    document.cookie = `welcomePackTimestamp=${stale}; path=/`;
    await renderPage();
    expect(
      await screen.findByRole('timer', { name: 'Offer for new players, shown for' }),
    ).toHaveTextContent(/^(7 days 00:00:00|6 days 23:59:5\d)$/);
    expect(Number(cookie('welcomePackTimestamp'))).toBeGreaterThan(stale + 7 * DAY_MS);
  });

  it('restarts the countdown when it runs out while the page is open', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), advanceTimers: true });
    guestApi();
    document.cookie = `welcomePackTimestamp=${Date.now() - 7 * DAY_MS + 2_000}; path=/`;
    await renderPage();
    const timer = await screen.findByRole('timer', { name: 'Offer for new players, shown for' });
    expect(timer).toHaveTextContent(/^00:00:0[12]$/);
    await act(async () => {
      jest.advanceTimersByTime(3_000);
    });
    expect(timer).toHaveTextContent(/^(7 days 00:00:00|6 days 23:59:5\d)$/);
  });
});

describe('/welcome-pack for a player', () => {
  it("shows the player's progress, the server's deadline and steps' status, and offers a deposit", async () => {
    signIn();
    const deadline = new Date(Date.now() + 3 * DAY_MS).toISOString();
    server.use(
      http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
      http.get(`${API}/bonus-system/bonus-activation/waiting-reg-and-dep`, () =>
        HttpResponse.json({ data: null }),
      ),
      http.get(`${API}/bonus-system/welcome-pack`, () => {
        const pack = welcomePackFixture({ deposits_made: 1, deadline });
        pack.steps[0]!.status = 'granted';
        pack.steps[1]!.status = 'available';
        return HttpResponse.json({ data: pack });
      }),
    );
    await renderPage();
    const bar = await screen.findByRole('progressbar', { name: 'Welcome pack progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText('Deposits made: 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^(3|2) days/);
    expect(screen.getByText('Received')).toBeInTheDocument();
    expect(screen.getByText('Your next deposit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('welcomePackTimestamp');
  });
});
