import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import BonusesPage from '@/app/[locale]/(main)/bonuses/page';
import { ModalHost } from '@/components/modals/modal-host';
import { server } from '../../msw/server';
import { grantFixture, offerFixture, termsFixture } from '../../support/bonus-fixtures';
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

jest.mock('next-intl/server', () =>
  jest.requireActual('../../support/english-server-translations'),
);

async function renderPage() {
  const page = await BonusesPage({ params: Promise.resolve({ locale: 'en' }) });
  return renderWithSession(
    <>
      {page}
      <ModalHost />
    </>,
  );
}

function playerApi({ active = [grantFixture()] } = {}) {
  signIn();
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
    http.get(`${API}/bonus-system/offers`, () => HttpResponse.json({ data: [offerFixture()] })),
    http.get(`${API}/bonus-system/grants`, () =>
      HttpResponse.json({ data: { active, history: [] } }),
    ),
    http.get(`${API}/bonus-system/bonus-activation/waiting-reg-and-dep`, () =>
      HttpResponse.json({ data: null }),
    ),
  );
}

describe('/bonuses for a guest', () => {
  it('shows what registration gives with its significant terms, and Sign up opens Register', async () => {
    server.use(
      http.get(`${API}/bonus-system/offers`, () => HttpResponse.json({ data: [offerFixture()] })),
    );
    const user = userEvent.setup();
    await renderPage();
    const offer = (await screen.findByRole('heading', { name: 'Welcome 100%' })).closest('li')!;
    const terms = within(offer).getByRole('region', { name: 'Significant terms' });
    for (const [term, value] of [
      ['Minimum deposit', '$10.00'],
      ['Deposit match', '100% of the deposit'],
      ['Maximum bonus', '$200.00'],
      ['Wagering', '35× the bonus'],
      ['Maximum bet with bonus money', '$5.00'],
      ['Valid for', '7 days'],
      ['Most that turns into real money', '$1,000.00'],
    ]) {
      expect(within(terms).getByText(term!).nextElementSibling).toHaveTextContent(value!);
    }
    const table = within(terms).getByRole('table', { name: 'How bets count toward wagering' });
    expect(within(table).getByRole('row', { name: /Live casino 10%/ })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /Sports 50% at total odds of 1.8/ }),
    ).toBeInTheDocument();
    expect(within(terms).getByText('Do not count: blood-suckers')).toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Sign up and get it' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('says a wager-free bonus has no wagering and hides the contribution table', async () => {
    server.use(
      http.get(`${API}/bonus-system/offers`, () =>
        HttpResponse.json({
          data: [
            offerFixture({
              id: 'spins',
              name: 'Fifty spins',
              terms: termsFixture({
                kind: 'free_spins',
                wagering_multiplier: 0,
                max_conversion: null,
                free_spins: {
                  game_slug: 'book',
                  game_name: 'Book of Sun',
                  rounds: 50,
                  bet_value: 0.2,
                },
              }),
            }),
          ],
        }),
      ),
    );
    await renderPage();
    const offer = (await screen.findByRole('heading', { name: 'Fifty spins' })).closest('li')!;
    expect(within(offer).getByText('None: winnings are real money')).toBeInTheDocument();
    expect(within(offer).getByText('50 spins in Book of Sun at $0.20')).toBeInTheDocument();
    expect(within(offer).getByText('No cap')).toBeInTheDocument();
    expect(within(offer).queryByRole('table')).not.toBeInTheDocument();
  });

  it('signs up with the promo code of an offer that came from one', async () => {
    server.use(
      http.get(`${API}/bonus-system/offers`, () =>
        HttpResponse.json({ data: [offerFixture({ promo: 'AUTUMN', source: 'promo' })] }),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    const offer = (await screen.findByRole('heading', { name: 'Welcome 100%' })).closest('li')!;
    expect(within(offer).getByText('Promo code AUTUMN')).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Sign up and get it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    expect(within(dialog).getByRole('textbox', { name: /Promo code/ })).toHaveValue('AUTUMN');
  });

  it('asks for the offers of the promo code the guest came with (the promo cookie)', async () => {
    document.cookie = 'promo=SPINS%2B1; path=/';
    const asked: (string | null)[] = [];
    server.use(
      http.get(`${API}/bonus-system/offers`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('promo'));
        return HttpResponse.json({ data: [offerFixture({ promo: 'SPINS+1', source: 'promo' })] });
      }),
    );
    try {
      await renderPage();
      const offer = (await screen.findByRole('heading', { name: 'Welcome 100%' })).closest('li')!;
      expect(within(offer).getByText('Promo code SPINS+1')).toBeInTheDocument();
      expect(asked).toEqual(['SPINS+1']);
    } finally {
      document.cookie = 'promo=; path=/; max-age=0';
    }
  });

  it('shows the offers in Russian and Kazakh with the same number locale (hydration)', async () => {
    server.use(
      http.get(`${API}/bonus-system/offers`, () => HttpResponse.json({ data: [offerFixture()] })),
    );
    const { BonusesView } = await import('@/components/bonus/bonuses-view');
    for (const locale of ['ru', 'kz'] as const) {
      const { unmount } = renderWithSession(<BonusesView />, { locale });
      const heading = await screen.findByRole('heading', { name: 'Welcome 100%' });
      const terms = heading.closest('li')!;
      // ru-RU money for both: `1 000,00 $` with a no-break space.
      expect(terms).toHaveTextContent(/1\s000,00\s\$/);
      unmount();
    }
  });

  it('sends a typed promo code to the register form', async () => {
    server.use(http.get(`${API}/bonus-system/offers`, () => HttpResponse.json({ data: [] })));
    const user = userEvent.setup();
    await renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'SPRING');
    await user.click(screen.getByRole('button', { name: 'Sign up with this code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    expect(within(dialog).getByRole('textbox', { name: /Promo code/ })).toHaveValue('SPRING');
  });
});

describe('/bonuses for a player', () => {
  it('shows the active bonus with progress bar values, balance and countdown', async () => {
    playerApi();
    await renderPage();
    const bar = await screen.findByRole('progressbar', {
      name: 'Wagering progress of Welcome 100%',
    });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '29');
    expect(bar).toHaveAttribute('aria-valuetext', '29% — Wagered $1,000.00 of $3,500.00');
    expect(screen.getByText('$2,500.00 left to wager')).toBeInTheDocument();
    expect(screen.getByText('Bonus balance').nextElementSibling).toHaveTextContent('$80.00');
    expect(screen.getByRole('timer', { name: 'Ends in' })).toHaveTextContent(/^2 days 0[01]:/);
  });

  it('shows a refused promo code under the field', async () => {
    playerApi();
    let sent: unknown;
    server.use(
      http.post(`${API}/bonus-system/promo`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ errors: { promo: ['invalid_promo'] } }, { status: 422 });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(
      await screen.findByText('There is no such promo code, or it gives no bonus'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('There is no such promo code, or it gives no bonus');
    expect(sent).toEqual({ promo: 'NOPE' });
  });

  it('shows a promo code already used (409) under the field too', async () => {
    playerApi();
    server.use(
      http.post(`${API}/bonus-system/promo`, () =>
        HttpResponse.json({ error: 'promo_used', message: 'Promo used' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'USED');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('textbox', { name: 'Promo code' })).toHaveAccessibleDescription(
      'You have already used this promo code',
    );
  });

  it('cancels after a confirmation that names the amount, sending that amount', async () => {
    playerApi();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/bonus-system/grants/7/cancel`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: grantFixture({ status: 'cancelled', balance: 0 }) });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the bonus?' });
    expect(dialog).toHaveTextContent('You give up $80.00 of bonus money now.');
    expect(bodies).toEqual([]);
    server.use(
      http.get(`${API}/bonus-system/grants`, () =>
        HttpResponse.json({ data: { active: [], history: [] } }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Give up $80.00' }));
    expect(await screen.findByText('No active bonus')).toBeInTheDocument();
    expect(bodies).toEqual([{ confirm_amount: 80 }]);
    expect(screen.queryByRole('dialog', { name: 'Cancel the bonus?' })).not.toBeInTheDocument();
  });

  it('on 409 amount_changed asks again with the new amount, and sends that', async () => {
    playerApi();
    const bodies: { confirm_amount: number }[] = [];
    server.use(
      http.post(`${API}/bonus-system/grants/7/cancel`, async ({ request }) => {
        const body = (await request.json()) as { confirm_amount: number };
        bodies.push(body);
        if (body.confirm_amount !== 55.5) {
          return HttpResponse.json({ error: 'amount_changed', message: 'x' }, { status: 409 });
        }
        return HttpResponse.json({ data: grantFixture({ status: 'cancelled', balance: 0 }) });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the bonus?' });
    server.use(
      http.get(`${API}/bonus-system/grants`, () =>
        HttpResponse.json({ data: { active: [grantFixture({ balance: 55.5 })], history: [] } }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Give up $80.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The bonus balance has changed: it is now $55.50.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Give up $55.50' }));
    await act(async () => {});
    expect(bodies).toEqual([{ confirm_amount: 80 }, { confirm_amount: 55.5 }]);
  });
});
