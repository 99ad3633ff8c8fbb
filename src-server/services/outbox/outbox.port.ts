/** A message the lender sends a person: an e-mail or a text message. */
export interface OutboxMessage {
  channel: 'mail' | 'sms';
  /** An e-mail address or an E.164 phone number. */
  to: string;
  /** The e-mail subject; unused for SMS. */
  subject: string;
  /** Plain text. */
  text: string;
  /** What the message is for (`phone-verification`, `password-forgot`…), for logs and tests. */
  purpose: string;
}

/**
 * Where mail and SMS go (ARCHITECTURE §7). By default to the console and `var/outbox/`, so a person
 * trying the app reads their code there; SMTP when MAIL_URL is set.
 */
export interface Outbox {
  send(message: OutboxMessage): Promise<void>;
}
