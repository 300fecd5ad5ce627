import type { AppContext } from '@/server/app-context';
import { trackSportsTicket } from '@/server/services/analytics';
import { settleTicket } from './settle-ticket';

/**
 * Settles the tickets one by one, each in its own short transaction. One failing (a database
 * hiccup) does not stop the others; the first error is thrown once all were tried, and the
 * `settleDueTickets` sweep or the message's redelivery finishes the job.
 */
export async function settleTickets(ctx: Pick<AppContext, 'db' | 'clock'>, ids: string[]) {
  let failure: unknown = null;
  for (const id of ids) {
    try {
      const settlement = await settleTicket(ctx, id);
      if (settlement.changed && settlement.settled) trackSportsTicket(settlement.settled);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
}
