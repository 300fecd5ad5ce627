/** An e-mail or SMS ready to send; text only, so every client renders it. */
export type EmailMessage = { to: string; subject: string; text: string };
export type SmsMessage = { to: string; text: string };

/** Where messages go: SMTP and an SMS gateway in production, the dev outbox otherwise. */
export type Delivery = {
  email(message: EmailMessage): Promise<void>;
  sms(message: SmsMessage): Promise<void>;
};

/**
 * The background sender of queued messages (`server/services/sender/`), as requests see it:
 * they queue a message and hand it over; the dev outbox and tests wait for what was handed.
 */
export type DeliverySender = {
  /** Sends the message `jobId` soon, without waiting for it. */
  kick(jobId: number): void;
  /**
   * Sends every message handed to this sender that is due, and resolves once none is left
   * (one that failed waits for its retry; a later drain sends it once that is due).
   */
  drain(): Promise<void>;
};
