import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { analyticsFor, installServerAnalytics, serverAnalytics } from '@/server/services/analytics';
import { analyticsOff } from '@/server/services/analytics/port';
import { posthogAnalytics } from '@/server/services/analytics/posthog';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { betKey, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { openDeposit, player, sendWebhook } from '@/tests/support/payments';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';
import { startPosthogCollector, type PosthogCollector } from '@/tests/support/posthog-collector';

let collector: PosthogCollector;
beforeAll(async () => {
  collector = await startPosthogCollector();
});
afterAll(() => collector.close());

describe('posthog-node against the local collector', () => {
  it('sends events in gzip batches to /batch/ once flushAt is reached', async () => {
    const analytics = posthogAnalytics({ key: 'phc_test', host: collector.url, flushAt: 3 });
    for (const id of ['b1', 'b2', 'b3']) {
      analytics.capture({
        event: ANALYTICS_EVENTS.deposit,
        distinctId: id,
        properties: { amount: 5 },
      });
    }
    await collector.waitFor((events) => events.some((event) => event.distinctId === 'b3'));
    const sent = collector.events.filter((event) => ['b1', 'b2', 'b3'].includes(event.distinctId!));
    expect(sent).toHaveLength(3);
    for (const event of sent) {
      expect(event).toMatchObject({
        event: 'deposit',
        path: '/batch/',
        encoding: 'gzip',
        batchSize: 3,
      });
      expect(event.properties.amount).toBe(5);
    }
    await analytics.shutdown();
  });

  it('keeps events queued below flushAt and sends them on shutdown', async () => {
    const analytics = posthogAnalytics({
      key: 'phc_test',
      host: collector.url,
      flushAt: 50,
      flushIntervalMs: 60_000,
    });
    analytics.capture({ event: ANALYTICS_EVENTS.payout, distinctId: 's1' });
    analytics.capture({ event: ANALYTICS_EVENTS.payout, distinctId: 's2' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(collector.events.filter((event) => event.event === 'payout')).toHaveLength(0);
    await analytics.shutdown();
    const sent = collector.events.filter((event) => event.event === 'payout');
    expect(sent.map((event) => event.distinctId).sort()).toEqual(['s1', 's2']);
    expect(sent[0]!.batchSize).toBe(2);
  });

  it('is off without a key', () => {
    expect(analyticsFor({ analytics: null })).toBe(analyticsOff);
  });
});

describe('server events after commit', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ env: { OPERATOR_TOKEN } });
    installServerAnalytics(
      posthogAnalytics({
        key: 'phc_test',
        host: collector.url,
        flushAt: 1000,
        flushIntervalMs: 60_000,
      }),
    );
  });
  afterAll(async () => {
    await serverAnalytics().shutdown();
    installServerAnalytics(analyticsOff);
    await api.close();
  });

  const of = (playerId: number) =>
    collector.events.filter((event) => event.distinctId === String(playerId));

  it('reports registration, first deposit and deposits by player id, once each, none for a failure', async () => {
    const { token, id } = await player(api);
    const first = await openDeposit(api, token, 1000);
    const paid = { invoice_id: first.id, status: 'paid', amount: 1000, currency: 'RUB' };
    expect((await sendWebhook(api, paid)).status).toBe(200);
    // A replayed report credits nothing and reports nothing.
    expect((await sendWebhook(api, paid)).status).toBe(200);
    const second = await openDeposit(api, token, 500);
    await sendWebhook(api, { invoice_id: second.id, status: 'paid', amount: 500, currency: 'RUB' });
    const failed = await openDeposit(api, token, 700);
    await sendWebhook(api, {
      invoice_id: failed.id,
      status: 'failed',
      amount: 700,
      currency: 'RUB',
    });
    await serverAnalytics().shutdown();

    const events = of(id);
    expect(events.map((event) => event.event)).toEqual([
      'registration',
      'first_deposit',
      'deposit',
      'deposit',
    ]);
    expect(events[0]!.properties).toMatchObject({ method: 'email', currency: 'RUB' });
    expect(events[2]!.properties).toMatchObject({ deposit_id: first.id, amount: 100_000 });
    expect(events[3]!.properties).toMatchObject({ deposit_id: second.id, amount: 50_000 });
    expect(new Set(events.map((event) => event.batchSize)).size).toBe(1);
  });

  it('reports a settled dice bet as bet_settled of the games product', async () => {
    installServerAnalytics(
      posthogAnalytics({
        key: 'phc_test',
        host: collector.url,
        flushAt: 1000,
        flushIntervalMs: 60_000,
      }),
    );
    const gamer = await gamePlayer(api, 1000);
    const bet = { key: betKey(), amount: 10, target: 50, direction: 'under' };
    const answer = await api.post(`${GAMES}/dice/bet`, bet, gamer);
    expect(answer.status).toBe(200);
    await serverAnalytics().shutdown();
    const settled = of(gamer.id).filter((event) => event.event === 'bet_settled');
    expect(settled).toHaveLength(1);
    expect(settled[0]!.properties).toMatchObject({
      product: 'games',
      game: 'dice',
      currency: 'RUB',
      amount: 1000,
    });
  });
});
