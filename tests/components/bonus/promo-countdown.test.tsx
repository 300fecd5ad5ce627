import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PromoBanner } from '@/components/bonus/promo-banner';
import { ModalHost } from '@/components/modals/modal-host';
import { server } from '../../msw/server';
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

const DAY_MS = 86_400_000;
const THREE_DAYS = /^(3 days 00:00:00|2 days 23:59:5\d)$/;

function cookie(name: string) {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

const timer = () => screen.findByRole('timer', { name: 'Promo period for new players' });

describe('the promo countdown of a guest who came with a promo code', () => {
  it('shows nothing without a promo cookie', async () => {
    renderWithSession(<PromoBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(cookie('regDepBonusExpireDate')).toBeUndefined();
  });

  it('starts 3 days in regDepBonusExpireDate, keeps it, and opens Register with the code', async () => {
    document.cookie = 'promo=SPRING; path=/';
    const user = userEvent.setup();
    const { unmount } = renderWithSession(
      <>
        <PromoBanner />
        <ModalHost />
      </>,
    );
    expect(await timer()).toHaveTextContent(THREE_DAYS);
    expect(screen.getByText('Promo code SPRING')).toBeInTheDocument();
    const end = Number(cookie('regDepBonusExpireDate'));
    expect(Math.abs(end - (Date.now() + 3 * DAY_MS))).toBeLessThan(5_000);

    await user.click(screen.getByRole('button', { name: 'Sign up with the code' }));
    expect(await screen.findByRole('textbox', { name: /Promo code/ })).toHaveValue('SPRING');
    unmount();

    document.cookie = `regDepBonusExpireDate=${Date.now() + DAY_MS}; path=/`;
    renderWithSession(<PromoBanner />);
    expect(await timer()).toHaveTextContent(/^(1 day 00:00:00|23:59:5\d)$/);
  });

  it('restarts when the stored end has passed', async () => {
    document.cookie = 'promo=SPRING; path=/';
    const stale = Date.now() - 1_000;
    document.cookie = `regDepBonusExpireDate=${stale}; path=/`;
    renderWithSession(<PromoBanner />);
    expect(await timer()).toHaveTextContent(THREE_DAYS);
    expect(Number(cookie('regDepBonusExpireDate'))).toBeGreaterThan(stale + 2 * DAY_MS);
  });

  it('restarts when the stored value is not a time', async () => {
    document.cookie = 'promo=SPRING; path=/';
    document.cookie = 'regDepBonusExpireDate=soon; path=/';
    renderWithSession(<PromoBanner />);
    expect(await timer()).toHaveTextContent(THREE_DAYS);
  });

  it("shows a signed-in player the server's bonus-wait, not the cookie", async () => {
    signIn();
    document.cookie = 'promo=SPRING; path=/';
    server.use(
      http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
      http.get(`${API}/bonus-system/bonus-activation/waiting-reg-and-dep`, () =>
        HttpResponse.json({ data: { name: 'Spring 150%', expires_in: 3_600 } }),
      ),
    );
    renderWithSession(<PromoBanner />);
    expect(await screen.findByRole('timer', { name: 'Time left to deposit' })).toHaveTextContent(
      /^(01:00:00|00:59:5\d)$/,
    );
    expect(
      screen.queryByRole('timer', { name: 'Promo period for new players' }),
    ).not.toBeInTheDocument();
    expect(cookie('regDepBonusExpireDate')).toBeUndefined();
  });
});

describe('keepCookieCountdown', () => {
  it('restarts a stored end further away than the countdown (an edited cookie)', async () => {
    const { keepCookieCountdown } = await import('@/lib/bonus/cookie-countdown');
    const now = Date.parse('2026-11-26T12:00:00Z');
    const cookieSpec = { name: 'regDepBonusExpireDate', holds: 'end', durationS: 259_200 } as const;
    document.cookie = `regDepBonusExpireDate=${now + 30 * DAY_MS}; path=/`;
    expect(keepCookieCountdown(cookieSpec, now)).toBe(now + 3 * DAY_MS);
    expect(cookie('regDepBonusExpireDate')).toBe(String(now + 3 * DAY_MS));
    // Kept as is while it runs.
    expect(keepCookieCountdown(cookieSpec, now + DAY_MS)).toBe(now + 3 * DAY_MS);
  });
});
