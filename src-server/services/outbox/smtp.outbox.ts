import nodemailer, { type Transporter } from 'nodemailer';
import type { Outbox, OutboxMessage } from './outbox.port';

/**
 * Sends e-mail through SMTP with nodemailer. `mailUrl` is nodemailer's connection URL
 * (`smtps://user:pass@smtp.example.com:465`, `smtp://host:587` upgrades with STARTTLS).
 */
export class SmtpOutbox implements Outbox {
  private readonly transporter: Transporter;

  constructor(mailUrl: string, private readonly from: string) {
    this.transporter = nodemailer.createTransport(mailUrl);
  }

  async send(message: OutboxMessage): Promise<void> {
    if (message.channel !== 'mail') throw new Error('SmtpOutbox sends e-mail only.');
    await this.transporter.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }

  close(): void {
    this.transporter.close();
  }
}
