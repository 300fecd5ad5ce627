import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { OddsButton } from '@/components/sports/odds-button';
import { BetSlip } from '@/components/sports/slip/bet-slip';
import { BetSlipPanel } from '@/components/sports/slip/bet-slip-panel';
import {
  betSlipAtom,
  lineMarketsAtom,
  oddsPolicyAtom,
  type SlipSelection,
} from '@/lib/atoms/bet-slip';
import { modalAtom } from '@/lib/atoms/modal';
import type { SportEventView } from '@/lib/schemas/sports';
import { server } from '../../msw/server';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';
import { eventFixture, ticketFixture } from '../../support/sports-fixtures';

beforeEach(() => {
  resetSession();
  localStorage.clear();
});

function selection(n: number, over: Partial<SlipSelection> = {}): SlipSelection {
  const eventId = `sim:match:${n}`;
  return {
    key: `${eventId}/1//1`,
    eventId,
    sport: 'football',
    home: { ru: `Home ${n}`, en: `Home ${n}`, kz: `Home ${n}` },
    away: { ru: `Away ${n}`, en: `Away ${n}`, kz: `Away ${n}` },
    live: false,
    typeId: 1,
    specKey: '',
    specifiers: {},
    outcomeId: '1',
    odds: '2.00',
    version: 1,
    banker: false,
    ...over,
  };
}

function line(event: SportEventView, slip = <BetSlip />) {
  return (
    <>
      {event.main_market!.outcomes.map((outcome) => (
        <OddsButton
          key={outcome.id}
          event={event}
          market={event.main_market!}
          outcomeId={outcome.id}
        />
      ))}
      {slip}
    </>
  );
}

/** A screen as narrow as a phone's (390 px): the slip lives in a drawer behind a bar. */
function narrowScreen() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(max-width: 900px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

/** A signed-in player whose slip checks answer `check` (limits in USD). */
function signedIn(check: Partial<Record<string, unknown>> = {}) {
  signIn();
  const checks: unknown[] = [];
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
    http.post(`${API}/sports/slip`, async ({ request }) => {
      const body = (await request.json()) as { legs: { odds: string }[] };
      checks.push(body);
      return HttpResponse.json({
        currency: 'USD',
        legs: body.legs.map((leg, idx) => ({
          idx,
          odds: leg.odds,
          version: 1,
          status: 'active',
          problem: null,
        })),
        lines: 1,
        total_odds: null,
        potential_win: null,
        min_stake: 0.1,
        max_stake: 250,
        max_payout: 500,
        live_delay_ms: 0,
        ...check,
      });
    }),
  );
  return checks;
}

describe('bet slip', () => {
  it('adds a selection from its odds button, marks it pressed, and takes it out again', async () => {
    const event = eventFixture('sim:match:1');
    renderWithSession(line(event));
    // The name starts with what the button shows, so voice control can press it by that.
    const home = screen.getByRole('button', {
      name: /^1 · Home 1 2\.10, Home 1 — Away 1, Match result: 1 · Home 1$/,
    });
    expect(home).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'true');
    const slip = screen.getByRole('list');
    expect(within(slip).getByText('1 · Home 1')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('betSlip')!)).toHaveLength(1);

    // Another outcome of the same market takes its place.
    await userEvent.click(screen.getByRole('button', { name: /^Draw 3\.40, / }));
    expect(home).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getByRole('list')).getByText('Draw')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Draw 3\.40, / }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText(/The slip is empty/)).toBeInTheDocument();
  });

  it('says what an odds button did, and its "Go to bet slip" takes the focus to the slip', async () => {
    const event = eventFixture('sim:match:1');
    renderWithSession(line(event, <BetSlipPanel />));
    const home = screen.getByRole('button', { name: /^1 · Home 1 2\.10, / });
    expect(screen.queryByRole('button', { name: /Go to bet slip/ })).not.toBeInTheDocument();

    act(() => home.focus());
    await userEvent.keyboard('{Enter}');
    expect(home).toHaveAttribute('aria-pressed', 'true');
    // Said politely, and the focus stays for a second pick.
    expect(
      screen.getByText('Added to the bet slip: 1 · Home 1, 2.10. 1 selection.'),
    ).toHaveAttribute('role', 'status');
    expect(home).toHaveFocus();

    // Next in the keyboard's order: the way to the slip, which comes after the whole line.
    await userEvent.tab();
    const toSlip = screen.getByRole('button', { name: 'Go to bet slip (1)' });
    expect(toSlip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('complementary', { name: 'Bet slip' })).toHaveFocus();

    await userEvent.click(home);
    expect(
      screen.getByText('Removed from the bet slip: 1 · Home 1. 0 selections.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /Go to bet slip/ })).not.toBeInTheDocument();
  });

  it('opens the drawer from "Go to bet slip" on a narrow screen', async () => {
    const restore = narrowScreen();
    try {
      const event = eventFixture('sim:match:1');
      renderWithSession(line(event, <BetSlipPanel />));
      await userEvent.click(screen.getByRole('button', { name: /^Draw 3\.40, / }));
      // The bar appears, and what happened is said: the bar alone would appear silently.
      expect(screen.getByRole('button', { name: /1 selection.*Open slip/ })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Added to the bet slip: Draw, 3.40. 1 selection.',
      );
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const drawer = screen.getByRole('dialog', { name: 'Bet slip' });
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    } finally {
      restore();
    }
  });

  it('keeps the focus on "Place bet" while it works, then gives it to the ticket', async () => {
    signedIn();
    let answer: () => void = () => {};
    server.use(
      http.post(`${API}/sports/tickets`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(
          { ticket: ticketFixture({ id: 't-1', kind: 'express', status: 'open' }), balance: 90 },
          { status: 201 },
        );
      }),
    );
    const store = createStore();
    store.set(betSlipAtom, [selection(1), selection(2)]);
    renderWithSession(<BetSlip />, { store });
    await userEvent.click(screen.getByRole('radio', { name: 'Express' }));
    await userEvent.type(screen.getByLabelText('Stake'), '10');
    const place = screen.getByRole('button', { name: 'Place bet' });
    act(() => place.focus());
    await userEvent.keyboard('{Enter}');

    const placing = await screen.findByRole('button', { name: 'Placing…' });
    expect(placing).toBe(place);
    expect(placing).toHaveAttribute('aria-disabled', 'true');
    expect(placing).not.toHaveAttribute('disabled');
    expect(placing).toHaveFocus();

    act(() => answer());
    await waitFor(() => expect(store.get(betSlipAtom)).toEqual([]));
    // The ticket takes the focus once it has rendered, which can be a commit after the slip
    // empties: until then the focus is on the page's body.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('tabindex', '-1'));
    expect(document.activeElement).toHaveTextContent('Bet accepted');

    // "Dismiss" goes with its ticket; the slip's title takes the focus, not the page's body.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bet slip' })).toHaveFocus();
  });

  it('computes an express: total odds and potential win', async () => {
    const store = createStore();
    store.set(betSlipAtom, [selection(1, { odds: '2.00' }), selection(2, { odds: '1.55' })]);
    renderWithSession(<BetSlip />, { store });
    await userEvent.click(screen.getByRole('radio', { name: 'Express' }));
    expect(screen.getByTestId('total-odds')).toHaveTextContent('3.10');
    await userEvent.type(screen.getByLabelText('Stake'), '10');
    expect(screen.getByTestId('potential-win')).toHaveTextContent('31.00');
  });

  it('shows the total odds the ticket pays at, not two decimals of them', async () => {
    const store = createStore();
    store.set(betSlipAtom, [selection(1, { odds: '1.52' }), selection(2, { odds: '1.61' })]);
    renderWithSession(<BetSlip />, { store });
    await userEvent.click(screen.getByRole('radio', { name: 'Express' }));
    // 1.52 × 1.61 = 2.4472 (the ticket's total_odds), never 2.44.
    expect(screen.getByTestId('total-odds').textContent).toBe('2.4472');
    await userEvent.type(screen.getByLabelText('Stake'), '1000');
    // Settlement pays 1000 × 2.4472 = 2447.20 to the kopeck.
    expect(screen.getByTestId('potential-win')).toHaveTextContent('RUB 2,447.20');

    // Three legs: the ticket keeps four decimals (2.443395 → 2.4433); the win is the exact
    // product's, floored to the kopeck once, as settlement pays it.
    act(() =>
      store.set(betSlipAtom, [
        selection(1, { odds: '1.23' }),
        selection(2, { odds: '1.45' }),
        selection(3, { odds: '1.37' }),
      ]),
    );
    expect(screen.getByTestId('total-odds').textContent).toBe('2.4433');
    expect(screen.getByTestId('potential-win')).toHaveTextContent('RUB 2,443.39');
  });

  it('refuses an express of two selections of one match', async () => {
    const store = createStore();
    store.set(betSlipAtom, [
      selection(1),
      selection(1, {
        key: 'sim:match:1/18/total=2.5/12',
        typeId: 18,
        specKey: 'total=2.5',
        specifiers: { total: '2.5' },
        outcomeId: '12',
      }),
    ]);
    renderWithSession(<BetSlip />, { store });
    await userEvent.click(screen.getByRole('radio', { name: 'Express' }));
    expect(screen.getByText('Selections of one match cannot be combined')).toBeInTheDocument();
    const place = screen.getByRole('button', { name: 'Place bet' });
    expect(place).toHaveAttribute('aria-disabled', 'true');
    // Unavailable, it is still where the keyboard is, and a press does nothing.
    expect(place).toBeEnabled();
    await userEvent.click(place);
    expect(screen.queryByRole('button', { name: 'Placing…' })).not.toBeInTheDocument();
  });

  it('offers system sizes with their line counts, and bankers change them', async () => {
    const store = createStore();
    store.set(
      betSlipAtom,
      [1, 2, 3, 4].map((n) => selection(n)),
    );
    renderWithSession(<BetSlip />, { store });
    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    const size = screen.getByRole('combobox', { name: 'System size' });
    const options = within(size)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['2/4 (6 lines)', '3/4 (4 lines)']);
    expect(screen.getByText('Lines').nextElementSibling).toHaveTextContent('6');

    const bankers = screen.getAllByRole('checkbox', { name: 'Banker (in every line)' });
    await userEvent.click(bankers[0]!);
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2/4 (3 lines)', '3/4 (3 lines)']);
    expect(store.get(betSlipAtom)[0]!.banker).toBe(true);
  });

  it('remembers the odds-change policy', async () => {
    const store = createStore();
    store.set(betSlipAtom, [selection(1)]);
    renderWithSession(<BetSlip />, { store });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'When odds change' }),
      'accept higher odds',
    );
    expect(store.get(oddsPolicyAtom)).toBe('higher');
    expect(JSON.parse(localStorage.getItem('betSlipOddsPolicy')!)).toBe('higher');
  });

  it('marks odds that rose or fell, greys a suspended leg, flags a removed one', async () => {
    const store = createStore();
    store.set(betSlipAtom, [selection(1), selection(2), selection(3), selection(4)]);
    renderWithSession(<BetSlip />, { store });
    const market = (odds: string, status = 'active', version = 2) => ({
      status,
      version,
      outcomes: [{ id: '1', odds, active: true }],
    });
    act(() =>
      store.set(lineMarketsAtom, {
        'sim:match:1/1/': market('2.20'),
        'sim:match:2/1/': market('1.80'),
        'sim:match:3/1/': market('2.00', 'suspended'),
        'sim:match:4/1/': 'removed',
      }),
    );
    const legs = screen.getAllByRole('listitem');
    expect(legs[0]).toHaveAttribute('data-change', 'up');
    expect(within(legs[0]!).getByLabelText('odds up')).toBeInTheDocument();
    expect(legs[1]).toHaveAttribute('data-change', 'down');
    expect(legs[2]).toHaveAttribute('data-state', 'suspended');
    expect(legs[3]).toHaveAttribute('data-state', 'removed');
    expect(within(legs[3]!).getByText(/Market closed/)).toBeInTheDocument();
    // One polite line for the slip, not one per tick.
    expect(screen.getByRole('status')).toHaveTextContent('Odds in the slip changed');

    // Policy "none": the changes must be accepted first.
    await userEvent.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(store.get(betSlipAtom).map((each) => each.odds)).toEqual([
      '2.20',
      '1.80',
      '2.00',
      '2.00',
    ]);
    expect(screen.getAllByRole('listitem')[0]).not.toHaveAttribute('data-change');

    // The removed leg goes with its button.
    await userEvent.click(
      within(screen.getAllByRole('listitem')[3]!).getByRole('button', { name: /Remove/ }),
    );
    expect(store.get(betSlipAtom)).toHaveLength(3);
  });

  it('lets a rise through without asking when the policy takes higher odds', async () => {
    const store = createStore();
    store.set(betSlipAtom, [selection(1)]);
    store.set(oddsPolicyAtom, 'higher');
    store.set(lineMarketsAtom, {
      'sim:match:1/1/': {
        status: 'active',
        version: 2,
        outcomes: [{ id: '1', odds: '2.50', active: true }],
      },
    });
    renderWithSession(<BetSlip />, { store });
    expect(screen.queryByRole('button', { name: 'Accept changes' })).not.toBeInTheDocument();
    const place = screen.getByRole('button', { name: 'Place bet' });
    expect(place).not.toHaveAttribute('aria-disabled');
    act(() => place.focus());
    act(() =>
      store.set(lineMarketsAtom, {
        'sim:match:1/1/': {
          status: 'active',
          version: 3,
          outcomes: [{ id: '1', odds: '1.90', active: true }],
        },
      }),
    );
    // The focus goes from "Place bet" to "Accept changes" that took its place, and back.
    expect(screen.getByRole('button', { name: 'Accept changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveFocus();
  });

  it('opens the Login modal for a guest instead of placing', async () => {
    const store = createStore();
    store.set(betSlipAtom, [selection(1)]);
    renderWithSession(<BetSlip />, { store });
    await userEvent.type(screen.getByLabelText('Stake'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(store.get(modalAtom)).toBe('Login');
  });

  it('shows a refusal where it belongs and offers the max stake in one click', async () => {
    signedIn({ max_stake: 123.45 });
    const keys: string[] = [];
    server.use(
      http.post(`${API}/sports/tickets`, async ({ request }) => {
        keys.push(((await request.json()) as { key: string }).key);
        return HttpResponse.json(
          {
            errors: {
              'legs.1.odds': ['odds_changed: odds changed'],
              stake: ['max_payout_exceeded: over the payout'],
            },
          },
          { status: 422 },
        );
      }),
    );
    const store = createStore();
    store.set(betSlipAtom, [selection(1), selection(2)]);
    renderWithSession(<BetSlip />, { store });
    await userEvent.click(screen.getByRole('radio', { name: 'Express' }));
    await userEvent.type(screen.getByLabelText('Stake'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));

    const legs = screen.getAllByRole('listitem');
    expect(await within(legs[1]!).findByText('The odds changed')).toBeInTheDocument();
    expect(within(legs[0]!).queryByText('The odds changed')).not.toBeInTheDocument();
    expect(screen.getByText('The potential win is above the maximum payout')).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: /Stake the maximum: \$123\.45/ }),
    );
    expect(screen.getByLabelText('Stake')).toHaveValue(123.45);

    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('places singles as one ticket each and follows a live ticket through its delay', async () => {
    signedIn();
    const bodies: { kind: string; stake: number; legs: unknown[] }[] = [];
    let decided = false;
    server.use(
      http.post(`${API}/sports/tickets`, async ({ request }) => {
        const body = (await request.json()) as (typeof bodies)[number];
        bodies.push(body);
        const ticket = ticketFixture({
          id: `t-${bodies.length}`,
          status: 'pending',
          live: true,
          accept_after: new Date(Date.now() + 1_500).toISOString(),
        });
        return HttpResponse.json({ ticket, balance: 90 }, { status: 201 });
      }),
      http.get(`${API}/sports/tickets/:id`, ({ params }) => {
        decided = true;
        return HttpResponse.json(
          params.id === 't-1'
            ? ticketFixture({ id: 't-1', status: 'open' })
            : ticketFixture({ id: 't-2', status: 'rejected', reject_code: 'odds_changed' }),
        );
      }),
    );
    const store = createStore();
    store.set(betSlipAtom, [selection(1, { live: true }), selection(2, { live: true })]);
    renderWithSession(<BetSlip />, { store });
    const stakes = screen.getAllByLabelText('Stake');
    await userEvent.type(stakes[0]!, '5');
    await userEvent.type(stakes[1]!, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));

    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((body) => [body.kind, body.stake, body.legs.length])).toEqual([
      ['single', 5, 1],
      ['single', 7, 1],
    ]);
    expect(await screen.findAllByText(/Live bet awaiting acceptance: [12] s/)).toHaveLength(2);
    expect(store.get(betSlipAtom)).toEqual([]);
    // The slip's legs and its button are gone: the first ticket has the focus.
    expect(document.activeElement).toHaveTextContent(/Live bet awaiting acceptance/);
    expect(document.activeElement).toBe(
      screen.getAllByText(/Live bet awaiting acceptance/)[0]!.closest('[tabindex="-1"]'),
    );
    expect(await screen.findByText('Bet accepted', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(await screen.findByText('Bet refused: The odds changed')).toBeInTheDocument();
    expect(decided).toBe(true);
  });
});
