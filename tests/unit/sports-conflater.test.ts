import { createConflater, type PendingEvent } from '@/server/services/sports/line/conflater';
import type { LineChanges } from '@/server/services/sports/feed/line-changes';
import { captureLogs } from '@/tests/support/logs';

/**
 * The stream's conflater alone: what waits is merged per market, bounded, and sent in the order
 * windows close, whatever a send does. The window's timer is never waited for here: `flush`
 * closes it, and a test that reaches its end has proved no timer was needed.
 */

const change = (eventId: string, fields: Partial<LineChanges> = {}): LineChanges => ({
  eventId,
  changed: [],
  removed: [],
  eventChanged: false,
  ...fields,
});

/** A conflater whose sends are recorded; a send may be told to fail or to wait. */
function recording(maxPending = 100) {
  const sent: Map<string, PendingEvent>[] = [];
  const send = jest.fn(async (batch: Map<string, PendingEvent>) => {
    sent.push(batch);
  });
  const conflater = createConflater({ windowMs: 60_000, maxPending, send });
  return { conflater, sent, send };
}

const plain = (batch: Map<string, PendingEvent>) =>
  Object.fromEntries(
    [...batch].map(([id, event]) => [
      id,
      {
        changed: [...event.changed],
        removed: [...event.removed],
        eventChanged: event.eventChanged,
      },
    ]),
  );

describe('createConflater', () => {
  it('merges a window’s changes per market: the last word on a key wins', async () => {
    const { conflater, sent } = recording();
    conflater.add([change('e1', { changed: ['e1/1/', 'e1/18/total=2.5'] })]);
    conflater.add([change('e1', { changed: ['e1/1/'], removed: ['e1/18/total=2.5'] })]);
    conflater.add([
      change('e2', { eventChanged: true }),
      change('e1', { removed: ['e1/8/goalnr=1'] }),
    ]);
    conflater.add([change('e1', { changed: ['e1/8/goalnr=1'] })]);
    expect(conflater.size()).toBe(5);
    expect(sent).toHaveLength(0);
    await conflater.flush();
    expect(sent.map(plain)).toEqual([
      {
        e1: {
          changed: ['e1/1/', 'e1/8/goalnr=1'],
          removed: ['e1/18/total=2.5'],
          eventChanged: false,
        },
        e2: { changed: [], removed: [], eventChanged: true },
      },
    ]);
    expect(conflater.size()).toBe(0);
    // Nothing waits: a flush sends nothing.
    await conflater.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends at once when its bound is reached, and holds one window while a send is under way', async () => {
    const { conflater, sent, send } = recording(10);
    const keys = Array.from({ length: 25 }, (_, i) => `e/18/total=${i}.5`);
    for (const key of keys.slice(0, 8)) conflater.add([change('e', { changed: [key] })]);
    expect(send).not.toHaveBeenCalled();
    conflater.add([change('e', { changed: [keys[8]!] })]);
    // The event and nine markets: the bound, so the window closed without its timer.
    expect(send).toHaveBeenCalledTimes(1);
    expect(conflater.size()).toBe(0);
    for (const key of keys.slice(9)) conflater.add([change('e', { changed: [key] })]);
    // One send at a time: the rest waits for it, merged, rather than a send per burst.
    expect(send).toHaveBeenCalledTimes(1);
    await conflater.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(sent.flatMap((batch) => [...batch.get('e')!.changed])).toEqual(keys);
  });

  it('sends one window after another, and keeps sending after a send fails', async () => {
    let release!: () => void;
    const order: string[] = [];
    const send = jest
      .fn()
      .mockImplementationOnce(async () => {
        await new Promise<void>((resolve) => (release = resolve));
        order.push('first');
        throw new Error('database gone');
      })
      .mockImplementation(async (batch: Map<string, PendingEvent>) => {
        order.push([...batch.keys()].join());
      });
    const conflater = createConflater({ windowMs: 60_000, maxPending: 100, send });
    const logs = captureLogs();
    conflater.add([change('a', { eventChanged: true })]);
    const first = conflater.flush();
    conflater.add([change('b', { eventChanged: true })]);
    const second = conflater.flush();
    // The second window waits for the first send, however long it takes.
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    release();
    await Promise.all([first, second]).finally(logs.stop);
    expect(order).toEqual(['first', 'b']);
    expect(logs.lines).toEqual([
      expect.objectContaining({ level: 'error', msg: 'Sending sports line changes failed' }),
    ]);
  });
});
