import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TradingEventPage } from '@/components/office/trading/event-page';
import { TradingLimitsPage } from '@/components/office/trading/limits-page';
import { TradingPage } from '@/components/office/trading/trading-page';
import type {
  FeedHealth,
  TradingEvent,
  TradingEventMarkets,
  TradingMarket,
} from '@/lib/schemas/sports-trading';
import { server } from '../../msw/server';
import { OFFICE_API, renderOffice } from './office-render';

const name = (text: string) => ({ ru: text, en: text, kz: text });
const EVENT_ID = 'sim:match:7';
const MARKETS_URL = `${OFFICE_API}/operator/sports/events/${encodeURIComponent(EVENT_ID)}/markets`;

const EVENT: TradingEvent = {
  id: EVENT_ID,
  sport: { id: 'sim:sport:football', slug: 'football', name: name('Football') },
  category: { id: 'sim:category:1', name: name('England') },
  tournament: { id: 'sim:tournament:1', name: name('Premier League') },
  home: name('Arsenal'),
  away: name('Chelsea'),
  scheduled_at: '2026-03-01T18:00:00.000Z',
  status: 'live',
  live: true,
  score: { home: 2, away: 1 },
  clock: { minute: 67, period: '2h' },
  markets: 2,
  suspended: 0,
  held: 0,
  tickets: 3,
  exposure: [{ currency: 'RUB', tickets: 3, stake: 150, max_liability: 180 }],
};

const outcome = (
  id: string,
  odds: string,
  exposure: TradingMarket['outcomes'][number]['exposure'] = [],
): TradingMarket['outcomes'][number] => ({
  id,
  odds,
  active: true,
  result: null,
  void_factor: null,
  dead_heat_factor: null,
  exposure,
});

function market(over: Partial<TradingMarket> & Pick<TradingMarket, 'type_id'>): TradingMarket {
  return {
    key: `${EVENT_ID}/${over.type_id}/${over.spec_key ?? ''}`,
    spec_key: '',
    specifiers: {},
    status: 'active',
    feed_status: 'active',
    held_by_operator: false,
    producer: 1,
    producer_up: true,
    version: 4,
    settlement: 'none',
    outcomes: [],
    ...over,
  };
}

const RESULT = market({
  type_id: 1,
  outcomes: [
    outcome('1', '2.5', [{ currency: 'RUB', tickets: 2, stake: 120, liability: 180 }]),
    outcome('2', '3.2'),
    outcome('3', '2.9', [{ currency: 'RUB', tickets: 1, stake: 30, liability: 57 }]),
  ],
});
const TOTAL = market({
  type_id: 18,
  spec_key: 'total=2.5',
  specifiers: { total: '2.5' },
  outcomes: [outcome('12', '1.9'), outcome('13', '1.9')],
});

/** The approval a settlement at or above the threshold is held by (202). */
function heldAnswer(body: Record<string, unknown>) {
  return {
    approval: {
      id: 12,
      action: 'sports.settle',
      status: 'pending',
      target_type: 'market',
      target_id: `${EVENT_ID}/1/`,
      request: body,
      amount: 2500,
      currency: 'RUB',
      requested_by: 'staff:7',
      requested_by_label: 'risk@office.test',
      reason: String(body.reason),
      decided_by: null,
      decided_by_label: null,
      decided_at: null,
      decision_note: null,
      created_at: new Date().toISOString(),
      expires_at: new Date().toISOString(),
    },
  };
}

/** Serves the event's markets as `detail` holds them now. */
function eventApi(detail: { current: TradingEventMarkets }) {
  server.use(
    http.get(MARKETS_URL, ({ request }) => {
      expect(request.headers.get('authorization')).toBe('Bearer staff-token');
      return HttpResponse.json(detail.current);
    }),
  );
}

const marketRegion = (market: string) => screen.findByRole('region', { name: market });

describe('an event on the trading desk (/office/trading/events/{id})', () => {
  it('shows the markets with their outcomes and what rides on each per currency', async () => {
    eventApi({ current: { event: EVENT, markets: [RESULT, TOTAL] } });
    renderOffice(<TradingEventPage eventId={EVENT_ID} />, { permissions: ['sports.trade'] });

    expect(await screen.findByRole('heading', { name: 'Arsenal — Chelsea' })).toBeInTheDocument();
    expect(screen.getByText('Live · 2:1 · 67′')).toBeInTheDocument();
    expect(screen.getByText('Football · England · Premier League')).toBeInTheDocument();
    const result = await marketRegion('Match result');
    const home = within(result).getByRole('row', { name: /1 · Arsenal/ });
    expect(within(home).getByText('2.5')).toBeInTheDocument();
    expect(within(home).getByText('RUB 2')).toBeInTheDocument();
    expect(within(home).getByText(/RUB\s?120\.00/)).toBeInTheDocument();
    expect(within(home).getByText(/RUB\s?180\.00/)).toBeInTheDocument();
    expect(within(await marketRegion('Total (2.5)')).getByText('Over 2.5')).toBeInTheDocument();
  });

  it('suspends a market with a reason, and then it shows held', async () => {
    const events = userEvent.setup();
    const detail = { current: { event: EVENT, markets: [RESULT, TOTAL] } };
    eventApi(detail);
    const bodies: unknown[] = [];
    server.use(
      http.post(`${OFFICE_API}/operator/sports/markets/suspend`, async ({ request }) => {
        bodies.push(await request.json());
        detail.current = {
          event: { ...EVENT, suspended: 1, held: 1 },
          markets: [RESULT, { ...TOTAL, status: 'suspended', held_by_operator: true }],
        };
        return HttpResponse.json({
          key: TOTAL.key,
          status: 'suspended',
          held_by_operator: true,
          version: 5,
          tickets_settled: 0,
        });
      }),
    );
    renderOffice(<TradingEventPage eventId={EVENT_ID} />, { permissions: ['sports.trade'] });

    const total = await marketRegion('Total (2.5)');
    await events.click(within(total).getByRole('button', { name: 'Suspend Total (2.5)' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Total (2.5)' });
    // The reason is required: nothing is sent without one.
    await events.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await events.type(within(dialog).getByLabelText('Reason'), 'VAR check');
    await events.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.getByText('Total (2.5) is suspended.')).toBeInTheDocument());
    expect(bodies).toEqual([
      { event_id: EVENT_ID, type_id: 18, spec_key: 'total=2.5', reason: 'VAR check' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const held = await marketRegion('Total (2.5)');
    await waitFor(() => expect(within(held).getByText('Held by staff')).toBeInTheDocument());
    expect(within(held).getByRole('button', { name: 'Reopen Total (2.5)' })).toBeInTheDocument();
    expect(within(held).getByText('Suspended')).toBeInTheDocument();
  });

  it('settles with a result per outcome, and says plainly when it waits for a second member of staff', async () => {
    const events = userEvent.setup();
    eventApi({ current: { event: EVENT, markets: [RESULT, TOTAL] } });
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(`${OFFICE_API}/operator/sports/markets/settle`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(heldAnswer(body), { status: 202 });
      }),
    );
    renderOffice(<TradingEventPage eventId={EVENT_ID} />, { permissions: ['sports.trade'] });

    const result = await marketRegion('Match result');
    await events.click(within(result).getByRole('button', { name: 'Settle Match result' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle Match result' });
    expect(within(dialog).getByText('3 open tickets ride on it.')).toBeInTheDocument();
    await events.selectOptions(within(dialog).getByLabelText('1 · Arsenal'), 'Won');
    await events.selectOptions(within(dialog).getByLabelText('Draw'), 'Half lost, half refunded');
    await events.type(within(dialog).getByLabelText('Reason'), 'Feed result missing');
    await events.click(within(dialog).getByRole('button', { name: 'Settle' }));

    expect(
      await screen.findByText(
        'The settlement of Match result waits for a second member of staff (approval #12). Nothing is settled or paid until it is confirmed.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        event_id: EVENT_ID,
        type_id: 1,
        spec_key: '',
        reason: 'Feed result missing',
        outcomes: [
          { id: '1', result: 1 },
          { id: '2', result: 0, void_factor: 0.5 },
          { id: '3', result: 0 },
        ],
      },
    ]);
  });

  it('keeps the dialog open with the API\u2019s refusal, on the reason when it names it', async () => {
    const events = userEvent.setup();
    eventApi({ current: { event: EVENT, markets: [RESULT, TOTAL] } });
    server.use(
      http.post(`${OFFICE_API}/operator/sports/markets/void`, () =>
        HttpResponse.json(
          { error: 'validation', errors: { reason: ['too_long: Too long'] } },
          { status: 422 },
        ),
      ),
    );
    renderOffice(<TradingEventPage eventId={EVENT_ID} />, { permissions: ['sports.trade'] });

    const total = await marketRegion('Total (2.5)');
    await events.click(within(total).getByRole('button', { name: 'Void Total (2.5)' }));
    const dialog = screen.getByRole('dialog', { name: 'Void Total (2.5)' });
    expect(within(dialog).getByText('No open ticket rides on it.')).toBeInTheDocument();
    await events.type(within(dialog).getByLabelText('Reason'), 'Wrong line');
    await events.click(within(dialog).getByRole('button', { name: 'Void the market' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Check the highlighted fields.',
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so for an event the line does not know, and refuses a member without sports.trade', async () => {
    server.use(
      http.get(MARKETS_URL, () =>
        HttpResponse.json({ error: 'not_found', message: 'Not found' }, { status: 404 }),
      ),
    );
    const { unmount } = renderOffice(<TradingEventPage eventId={EVENT_ID} />, {
      permissions: ['sports.trade'],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such event.');
    unmount();

    renderOffice(<TradingEventPage eventId={EVENT_ID} />, { permissions: ['players.read'] });
    expect(screen.getByRole('heading', { name: 'Sportsbook' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});

describe('the trading desk (/office/trading)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/office/trading'));

  it('shows the feed\u2019s producers and the live events, and pages by cursor', async () => {
    const events = userEvent.setup();
    const health: FeedHealth = {
      as_of: new Date().toISOString(),
      window_s: 60,
      producers: [
        {
          id: 1,
          name: 'live',
          up: true,
          down_reason: null,
          last_alive_at: new Date().toISOString(),
          alive_age_s: 3,
          last_message_at: new Date().toISOString(),
          lag_s: 1,
          recovering: false,
          messages: 42,
          messages_capped: false,
        },
        {
          id: 3,
          name: 'prematch',
          up: false,
          down_reason: 'alive_interval_violation',
          last_alive_at: new Date().toISOString(),
          alive_age_s: 31,
          last_message_at: new Date().toISOString(),
          lag_s: 31,
          recovering: true,
          messages: 0,
          messages_capped: false,
        },
      ],
    };
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${OFFICE_API}/operator/sports/feed`, () => HttpResponse.json(health)),
      http.get(`${OFFICE_API}/sports/tree`, () =>
        HttpResponse.json({
          sports: [
            {
              id: 'sim:sport:football',
              slug: 'football',
              name: name('Football'),
              live: 1,
              prematch: 0,
              categories: [],
            },
          ],
        }),
      ),
      http.get(`${OFFICE_API}/operator/sports/events`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return HttpResponse.json(
          query.get('before')
            ? { events: [{ ...EVENT, id: 'sim:match:8', home: name('Everton') }], next: null }
            : { events: [EVENT], next: EVENT_ID },
        );
      }),
    );
    renderOffice(<TradingPage />, { permissions: ['sports.trade'] });

    const feed = await screen.findByRole('region', { name: 'Feed health' });
    expect(await within(feed).findByText('Live producer')).toBeInTheDocument();
    expect(within(feed).getByText('Down, recovering')).toBeInTheDocument();
    expect(within(feed).getByText('31 s')).toBeInTheDocument();
    expect(within(feed).getByText('42')).toBeInTheDocument();

    const row = await screen.findByRole('row', { name: /Arsenal — Chelsea/ });
    expect(within(row).getByRole('link', { name: 'Arsenal — Chelsea' })).toHaveAttribute(
      'href',
      `/en/office/trading/events/${encodeURIComponent(EVENT_ID)}`,
    );
    expect(within(row).getByText('Live · 2:1 · 67′')).toBeInTheDocument();
    expect(within(row).getByText(/RUB\s?180\.00/)).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toEqual({ status: 'live', limit: '50' });

    // Events by kick-off: the next page is of later ones.
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Earlier' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Later' }));
    expect(await screen.findByRole('link', { name: 'Everton — Chelsea' })).toBeInTheDocument();
    expect(asked.at(-1)!.get('before')).toBe(EVENT_ID);

    await events.click(screen.getByRole('button', { name: 'Upcoming' }));
    await waitFor(() => expect(asked.at(-1)!.get('status')).toBe('upcoming'));
    expect(asked.at(-1)!.get('before')).toBeNull();
    expect(window.location.search).toBe('?status=upcoming');
  });
});

describe('the betting limits (/office/trading/limits)', () => {
  const DEFAULTS = (['RUB', 'USD', 'KZT', 'INR', 'EUR'] as const).map((currency) => ({
    currency,
    sport_id: '*',
    min_stake: 10,
    max_stake: 1000,
    max_payout: 50000,
    live_delay_ms: 5000,
    cashout_margin_e4: 500,
  }));
  const RUB_ROW = { ...DEFAULTS[0]!, max_stake: 2000 };

  function limitsApi(answer: (body: { limits: Record<string, unknown>[] }) => Response) {
    const bodies: { limits: Record<string, unknown>[] }[] = [];
    server.use(
      http.get(`${OFFICE_API}/operator/sports/limits`, () =>
        HttpResponse.json({ limits: [RUB_ROW], defaults: DEFAULTS }),
      ),
      http.get(`${OFFICE_API}/sports/tree`, () =>
        HttpResponse.json({
          sports: [
            {
              id: 'sim:sport:football',
              slug: 'football',
              name: name('Football'),
              live: 0,
              prematch: 3,
              categories: [],
            },
          ],
        }),
      ),
      http.put(`${OFFICE_API}/operator/sports/limits`, async ({ request }) => {
        const body = (await request.json()) as { limits: Record<string, unknown>[] };
        bodies.push(body);
        return answer(body);
      }),
    );
    return bodies;
  }

  it('shows the API\u2019s 422 on the row\u2019s fields, then saves', async () => {
    const events = userEvent.setup();
    let refuse = true;
    const bodies = limitsApi((body) =>
      refuse
        ? HttpResponse.json(
            {
              error: 'validation',
              errors: {
                'limits.0.max_stake': ['invalid_value: min_stake above max_stake'],
                'limits.1.live_delay_ms': ['invalid_type: expected a number'],
              },
            },
            { status: 422 },
          )
        : HttpResponse.json({
            limits: body.limits.map((row) => ({
              ...row,
              min_stake: Number(row.min_stake),
              max_stake: Number(row.max_stake),
              max_payout: Number(row.max_payout),
            })),
            defaults: DEFAULTS,
          }),
    );
    renderOffice(<TradingLimitsPage />, { permissions: ['sports.trade'] });

    const rub = await screen.findByRole('group', { name: 'RUB · Every sport' });
    expect(within(rub).getByLabelText('Largest stake, RUB')).toHaveValue('2000');
    expect(within(rub).getByLabelText('Live delay, seconds')).toHaveValue('5');
    expect(within(rub).getByLabelText('Cash-out margin, %')).toHaveValue('5');

    // A row for USD football, starting from USD's defaults.
    await events.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Football' })).toBeInTheDocument(),
    );
    await events.selectOptions(screen.getByLabelText('Sport'), 'Football');
    await events.click(screen.getByRole('button', { name: 'Add a row' }));
    const usd = screen.getByRole('group', { name: 'USD · Football' });
    expect(within(usd).getByLabelText('Largest stake, USD')).toHaveValue('1000');

    await events.clear(within(rub).getByLabelText('Largest stake, RUB'));
    await events.type(within(rub).getByLabelText('Largest stake, RUB'), '5');
    await events.clear(within(usd).getByLabelText('Live delay, seconds'));
    await events.type(within(usd).getByLabelText('Live delay, seconds'), 'soon');
    await events.click(screen.getByRole('button', { name: 'Save limits' }));

    expect(await screen.findByText('Check the highlighted fields.')).toBeInTheDocument();
    const maxStake = within(rub).getByLabelText('Largest stake, RUB');
    expect(maxStake).toHaveAttribute('aria-invalid', 'true');
    expect(maxStake).toHaveAccessibleDescription('This value is not allowed');
    const delay = within(usd).getByLabelText('Live delay, seconds');
    expect(delay).toHaveAttribute('aria-invalid', 'true');
    expect(delay).toHaveAccessibleDescription(/Enter a number\./);
    expect(bodies[0]).toEqual({
      limits: [
        {
          currency: 'RUB',
          sport_id: '*',
          min_stake: '10',
          max_stake: '5',
          max_payout: '50000',
          live_delay_ms: 5000,
          cashout_margin_e4: 500,
        },
        {
          currency: 'USD',
          sport_id: 'sim:sport:football',
          min_stake: '10',
          max_stake: '1000',
          max_payout: '50000',
          live_delay_ms: null,
          cashout_margin_e4: 500,
        },
      ],
    });

    refuse = false;
    await events.clear(maxStake);
    await events.type(maxStake, '500');
    await events.clear(delay);
    await events.type(delay, '2.5');
    await events.clear(within(usd).getByLabelText('Cash-out margin, %'));
    await events.type(within(usd).getByLabelText('Cash-out margin, %'), '7.5');
    await events.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('The limits are saved.')).toBeInTheDocument();
    expect(bodies[1]!.limits[1]).toMatchObject({ live_delay_ms: 2500, cashout_margin_e4: 750 });
    expect(within(rub).getByLabelText('Largest stake, RUB')).not.toHaveAttribute('aria-invalid');
  });

  it('lists the defaults per currency', async () => {
    limitsApi(() => HttpResponse.json({}));
    renderOffice(<TradingLimitsPage />, { permissions: ['sports.trade'] });
    const defaults = await screen.findByRole('table', { name: 'Defaults' });
    const usd = within(defaults).getByRole('row', { name: /USD/ });
    expect(within(usd).getByText('5 s')).toBeInTheDocument();
    expect(within(usd).getByText('5 %')).toBeInTheDocument();
  });
});
