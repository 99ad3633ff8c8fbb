import type { Clock } from '../clock.port';
import { FileOutbox } from './file.outbox';
import type { Outbox, OutboxMessage } from './outbox.port';
import { SmtpOutbox } from './smtp.outbox';

/** Outbox settings: OUTBOX_DIR, MAIL_URL, MAIL_FROM. */
export interface OutboxSettings {
  /** Where the development outbox writes (default `var/outbox`). */
  dir: string;
  /** SMTP connection URL; unset keeps e-mail in the development outbox. */
  mailUrl: string | null;
  /** The From header of e-mail. */
  mailFrom: string;
  /** Also print each development-outbox message to the console (default true; tests turn it off). */
  print?: boolean;
}

/** Sends each channel to its own outbox: e-mail to SMTP when configured, SMS to the file outbox (no SMS gateway yet). */
class ChannelOutbox implements Outbox {
  constructor(private readonly mail: Outbox, private readonly sms: Outbox) {}

  send(message: OutboxMessage): Promise<void> {
    return message.channel === 'mail' ? this.mail.send(message) : this.sms.send(message);
  }
}

/** The outbox the configuration asks for. */
export function outboxFromConfig(settings: OutboxSettings, clock: Clock): Outbox {
  const file = new FileOutbox(settings.dir, clock, settings.print === false ? () => undefined : undefined);
  if (!settings.mailUrl) return file;
  return new ChannelOutbox(new SmtpOutbox(settings.mailUrl, settings.mailFrom), file);
}
