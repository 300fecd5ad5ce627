import { createTransport } from 'nodemailer';
import type { Delivery } from './types';

/** E-mail through any SMTP server (`smtps://user:pass@host:465`). */
export function smtpEmail(url: string, from: string): Delivery['email'] {
  const transport = createTransport(url);
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from, to, subject, text });
  };
}
