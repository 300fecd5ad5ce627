import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HeaderAccount } from '@/components/layout/header-account';
import type { Wallet } from '@/lib/schemas/billing';
import { server } from '../../msw/server';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

function cookie(name: string) {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function api(wallets: Wallet[]) {
  server.use(
    http.get(`${API}/profile/user`, () =>
      HttpResponse.json(
        profileFixture({
          currency: 'RUB',
          balance: 1000,
          bonus_balance: 234.5,
          total_balance: 1234.5,
        }),
      ),
    ),
    http.get(`${API}/api/v2/billing/wallets`, () => HttpResponse.json({ wallets })),
  );
}

const RUB: Wallet = { currency: 'RUB', balance: 1000, bonus_balance: 234.5, total_balance: 1234.5 };
const USD: Wallet = { currency: 'USD', balance: 12, bonus_balance: 0, total_balance: 12 };

beforeEach(resetSession);

describe('header balance', () => {
  it('shows the profile balance in the page’s format with one wallet', async () => {
    signIn();
    api([RUB]);
    renderWithSession(<HeaderAccount />, { locale: 'ru' });
    expect(await screen.findByLabelText(/^Баланс/)).toHaveTextContent('1 234,50 ₽');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Пополнить' })).toBeInTheDocument();
  });

  it('lets a player with several wallets pick the one shown, kept in activeCurrency', async () => {
    signIn();
    api([RUB, USD]);
    const user = userEvent.setup();
    const { unmount } = renderWithSession(<HeaderAccount />);
    const wallet = await screen.findByRole('combobox', { name: 'Wallet currency' });
    expect(screen.getByLabelText(/^Balance/)).toHaveTextContent('RUB 1,234.50');
    await user.selectOptions(wallet, 'USD');
    expect(screen.getByLabelText(/^Balance/)).toHaveTextContent('$12.00');
    expect(cookie('activeCurrency')).toBe('USD');
    unmount();

    renderWithSession(<HeaderAccount />);
    expect(await screen.findByRole('combobox', { name: 'Wallet currency' })).toHaveValue('USD');
    expect(screen.getByLabelText(/^Balance/)).toHaveTextContent('$12.00');
  });

  it('names the whole balance and opens real and bonus money apart, with the statement', async () => {
    signIn();
    api([RUB]);
    renderWithSession(<HeaderAccount />);
    const balance = await screen.findByRole('button', { name: /^Balance: RUB\s1,234\.50$/ });
    const panel = screen.getByRole('region', { name: 'Real and bonus money', hidden: true });
    expect(balance).toHaveAttribute('popovertarget', panel.id);
    const figures = Object.fromEntries(
      [...panel.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(figures).toEqual({
      'Real money': 'RUB\u00a01,000.00',
      'Bonus money': 'RUB\u00a0234.50',
    });
    expect(
      screen.getByRole('link', { name: 'Statement of every movement', hidden: true }),
    ).toHaveAttribute('href', '/en/profile/history');
  });
});
