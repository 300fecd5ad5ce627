/** An e-mail or SMS ready to send; text only, so every client renders it. */
export type EmailMessage = { to: string; subject: string; text: string };
export type SmsMessage = { to: string; text: string };

/** Where messages go: SMTP and an SMS gateway in production, the dev outbox otherwise. */
export type Delivery = {
  email(message: EmailMessage): Promise<void>;
  sms(message: SmsMessage): Promise<void>;
};
