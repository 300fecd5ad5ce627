import { outbox } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import type { Delivery } from './types';

/** Keeps messages in the `outbox` table, shown by `GET /api/dev/outbox` in development. */
export function outboxDelivery(db: Db, clock: Clock): Pick<Delivery, 'email' | 'sms'> {
  return {
    async email({ to, subject, text }) {
      await db
        .insert(outbox)
        .values({ channel: 'email', to, subject, body: text, createdAt: clock.now() });
    },
    async sms({ to, text }) {
      await db.insert(outbox).values({ channel: 'sms', to, body: text, createdAt: clock.now() });
    },
  };
}
