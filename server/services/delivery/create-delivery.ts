import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { outboxDelivery } from './outbox';
import { gatewaySms } from './sms-gateway';
import { smtpEmail } from './smtp';
import type { Delivery } from './types';

/** SMTP and the SMS gateway where configured; the dev outbox for whatever is not. */
export function createDelivery(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsGateway'>,
  db: Db,
  clock: Clock,
  fetchImpl: typeof fetch,
): Delivery {
  const outbox = outboxDelivery(db, clock);
  return {
    email: config.smtpUrl ? smtpEmail(config.smtpUrl, config.mailFrom) : outbox.email,
    sms: config.smsGateway ? gatewaySms(config.smsGateway, fetchImpl) : outbox.sms,
  };
}
