import { createTranslator } from 'use-intl/core';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';
import type { Channel, NotificationKind } from '@/server/db/schema';
import type { AppContext } from '@/server/app-context';

const MESSAGES = { ru, en, kz } as const;

/**
 * Sends one notification in the reader's language: an e-mail (subject and text) or an SMS
 * (the short form). Texts live in messages/*.json under `Notifications`.
 */
export async function notify(
  ctx: Pick<AppContext, 'delivery'>,
  message: {
    channel: Channel;
    to: string;
    locale: Locale | null | undefined;
    kind: NotificationKind;
    values: Record<string, string | number>;
  },
) {
  const locale = message.locale ?? defaultLocale;
  const messages = MESSAGES[locale];
  const t = createTranslator({ locale, messages, namespace: 'Notifications' });
  // Through a translator, not read as text: the site's build precompiles messages (next.config.mjs).
  const brand = createTranslator({ locale, messages, namespace: 'Metadata' })('siteName');
  const values = { brand, ...message.values };
  if (message.channel === 'email') {
    await ctx.delivery.email({
      to: message.to,
      subject: t(`${message.kind}.subject`),
      text: t(`${message.kind}.text`, values),
    });
  } else {
    const kind = message.kind === 'loginData' ? 'loginCode' : message.kind;
    await ctx.delivery.sms({ to: message.to, text: t(`${kind}.sms`, values) });
  }
}
