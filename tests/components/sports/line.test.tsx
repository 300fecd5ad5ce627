import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { EventMarkets } from '@/components/sports/event-markets';
import { EventRow } from '@/components/sports/event-row';
import { LiveSection } from '@/components/sports/live-section';
import { betSlipAtom, lineMarketsAtom } from '@/lib/atoms/bet-slip';
import { streamOf, withFakeEventSource } from '../../support/fake-event-source';
import { renderWithSession, resetSession } from '../../support/session';
import { eventFixture, marketFixture } from '../../support/sports-fixtures';

beforeEach(() => {
  resetSession();
  localStorage.clear();
});
withFakeEventSource();

const id = 'sim:match:7';
const total = marketFixture({
  key: `${id}/18/total=2.5`,
  type_id: 18,
  spec_key: 'total=2.5',
  specifiers: { total: '2.5' },
  outcomes: [
    { id: '12', odds: '1.90', active: true },
    { id: '13', odds: '1.90', active: true },
  ],
});
const detail = () => ({
  event: eventFixture(id, { live: true, status: 'live', score: { home: 0, away: 0 } }),
  markets: [marketFixture({ key: `${id}/1/` }), total],
});

describe('event page', () => {
  it('groups markets, and the stream moves odds, suspends and removes markets', async () => {
    const store = createStore();
    renderWithSession(<EventMarkets id={id} initial={detail()} />, { store });
    expect(screen.getByText('Main')).toBeInTheDocument();
    expect(screen.getByText('Totals')).toBeInTheDocument();
    const over = screen.getByRole('button', {
      name: /^Over 2\.5 1\.90, Home 7 — Away 7, Total \(2\.5\): Over 2\.5$/,
    });
    await userEvent.click(over);
    expect(store.get(betSlipAtom)[0]).toMatchObject({ eventId: id, typeId: 18, outcomeId: '12' });

    const stream = await streamOf(`sports:event:${id}`);
    stream.snapshot(detail());
    stream.event({
      type: 'markets',
      data: {
        event_id: id,
        markets: [
          {
            ...total,
            version: 2,
            outcomes: [
              { id: '12', odds: '2.05', active: true },
              { id: '13', odds: '1.75', active: true },
            ],
          },
        ],
      },
    });
    expect(screen.getByRole('button', { name: /^Over 2\.5 2\.05, / })).toBeInTheDocument();
    // The slip hears it through the line atom.
    expect(store.get(lineMarketsAtom)[total.key]).toMatchObject({ version: 2 });

    // An older version never overwrites a newer one.
    stream.event({ type: 'markets', data: { event_id: id, markets: [{ ...total, version: 1 }] } });
    expect(screen.getByRole('button', { name: /^Over 2\.5 2\.05, / })).toBeInTheDocument();

    stream.event({
      type: 'markets',
      data: {
        event_id: id,
        markets: [
          {
            ...total,
            version: 3,
            status: 'suspended',
            outcomes: [
              { id: '12', odds: '2.05', active: true },
              { id: '13', odds: '1.75', active: true },
            ],
          },
        ],
      },
    });
    const under = screen.getByRole('button', { name: /^Under 2\.5 1\.75, / });
    // aria-disabled, not disabled: a keyboard player on it keeps the focus (issue 42).
    expect(under).toHaveAttribute('aria-disabled', 'true');
    under.focus();
    await userEvent.keyboard('{Enter}');
    expect(under).toHaveFocus();
    expect(under).toHaveAttribute('aria-pressed', 'false');
    expect(under.closest('section')).toHaveAttribute('data-suspended');
    // Still pressed, so it can be taken out of the slip.
    expect(screen.getByRole('button', { name: /^Over 2\.5 2\.05, / })).not.toHaveAttribute(
      'aria-disabled',
    );

    stream.event({
      type: 'event',
      data: { ...detail().event, score: { home: 1, away: 0 }, clock: { minute: 23, period: '1h' } },
    });
    expect(screen.getByText('1:0')).toBeInTheDocument();
    expect(screen.getByText(/23′ · 1st half/)).toBeInTheDocument();

    stream.event({ type: 'removed', data: { event_id: id, keys: [total.key] } });
    expect(screen.queryByText('Totals')).not.toBeInTheDocument();
    expect(store.get(lineMarketsAtom)[total.key]).toBe('removed');
  });

  it("shows the match's seed hash, and the seed once it is over", () => {
    const over = detail();
    over.event = { ...over.event, live: false, status: 'ended', seed: 'the-seed' };
    renderWithSession(<EventMarkets id={id} initial={over} />);
    const fairness = screen.getByRole('region', { name: 'Fairness of the simulated match' });
    expect(within(fairness).getByText('a'.repeat(64))).toBeInTheDocument();
    expect(within(fairness).getByText('the-seed')).toBeInTheDocument();
  });
});

describe('live section', () => {
  it('follows sports:live: scores, main-market odds, matches that end', async () => {
    const first = eventFixture('sim:match:1', {
      live: true,
      status: 'live',
      score: { home: 0, away: 0 },
    });
    renderWithSession(<LiveSection initial={[first]} sport={null} />);
    expect(screen.getByRole('article', { name: 'Home 1 — Away 1' })).toBeInTheDocument();
    const stream = await streamOf('sports:live');
    const second = eventFixture('sim:match:2', {
      live: true,
      status: 'live',
      score: { home: 2, away: 2 },
    });
    stream.snapshot({ events: [first, second] });
    expect(screen.getByText('2:2')).toBeInTheDocument();
    stream.event({
      type: 'markets',
      data: {
        event_id: 'sim:match:1',
        markets: [
          marketFixture({
            key: 'sim:match:1/1/',
            version: 5,
            outcomes: [
              { id: '1', odds: '1.33', active: true },
              { id: '2', odds: '4.00', active: true },
              { id: '3', odds: '9.00', active: true },
            ],
          }),
        ],
      },
    });
    expect(
      screen.getByRole('button', { name: /^1 1\.33, Home 1 — Away 1, Match result: 1 · Home 1$/ }),
    ).toBeInTheDocument();
    stream.event({ type: 'event', data: { ...second, live: false, status: 'ended' } });
    expect(screen.queryByRole('article', { name: 'Home 2 — Away 2' })).not.toBeInTheDocument();
  });
});

describe('event rows before kick-off', () => {
  // The feed's fixture state says 0:0 from the announcement on: no score of a match not played.
  const unplayed = { home: 0, away: 0 };
  /** The score an event's status shows (its only <strong>), or null. */
  const scoreIn = (element: HTMLElement) => element.querySelector('strong')?.textContent ?? null;

  it('shows a pre-match event with its start time, never 0:0', () => {
    const event = eventFixture('sim:match:3', { score: unplayed });
    renderWithSession(<EventRow event={event} />);
    const row = screen.getByRole('article', { name: 'Home 3 — Away 3' });
    expect(row.querySelector('time')).toHaveAttribute('dateTime', event.scheduled_at);
    expect(scoreIn(row)).toBeNull();
  });

  it('shows a match postponed before kick-off with its time and status, without a score', () => {
    const event = eventFixture('sim:match:4', { status: 'postponed', score: unplayed });
    renderWithSession(<EventRow event={event} />);
    const row = screen.getByRole('article', { name: 'Home 4 — Away 4' });
    expect(row.querySelector('time')).toBeInTheDocument();
    expect(within(row).getByText('Postponed')).toBeInTheDocument();
    expect(scoreIn(row)).toBeNull();
  });

  it("keeps the event page's header free of a score until kick-off, then shows it", () => {
    const upcoming = {
      event: eventFixture(id, { score: unplayed }),
      markets: [marketFixture({ key: `${id}/1/` })],
    };
    const { unmount } = renderWithSession(<EventMarkets id={id} initial={upcoming} />);
    const header = screen.getByRole('heading', { level: 1 });
    expect(header.querySelector('time')).toBeInTheDocument();
    expect(scoreIn(header)).toBeNull();
    unmount();

    renderWithSession(<EventMarkets id={id} initial={detail()} />);
    expect(scoreIn(screen.getByRole('heading', { level: 1 }))).toBe('0:0');
  });
});
