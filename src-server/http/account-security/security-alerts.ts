import { presentNotification } from '../../../src-domain/notifications/notification.presenter';
import type { NotificationData } from '../../../src-domain/notifications/notification-type';
import { browserLabel } from '../notifications/browser-label';
import type { Clock } from '../../services/clock.port';
import type { NotificationService } from '../../services/notification.service';
import type { Outbox, OutboxMessage } from '../../services/outbox/outbox.port';

/** Who is told: the account and the address its e-mail goes to. */
export interface AlertedUser {
  id: number;
  email: string;
}

export interface SecurityAlertLogger {
  error(details: object, message: string): void;
}

/**
 * Tells a borrower about a change to how their account is reached or signed in to (issue 27.3):
 * an entry in their inbox and an e-mail, both worded by the domain's notification presenter, so
 * the two always say the same. Never fails the change itself: a problem is logged.
 */
export class SecurityAlerts {
  constructor(
    private readonly notifications: NotificationService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly appUrl: string,
    private readonly log: SecurityAlertLogger,
  ) {}

  /** The inbox entry and an e-mail to `user.email` (and to `alsoTo`, e.g. the address being replaced). */
  async tell(user: AlertedUser, type: string, data: NotificationData = {}, alsoTo: string[] = []): Promise<void> {
    const stamped = { occurred_at: this.clock.now().toISOString(), ...data };
    try {
      await this.notifications.notify(user.id, type, stamped);
    } catch (error) {
      this.log.error({ err: error, type }, 'security notification not stored');
    }
    for (const address of new Set([user.email, ...alsoTo])) this.mail(securityAlertMail(address, type, stamped, this.appUrl));
  }

  /** An e-mail only, e.g. to an address that is no longer the account's. */
  mail(message: OutboxMessage): void {
    this.outbox.send(message).catch((error: unknown) => this.log.error({ err: error, purpose: message.purpose }, 'security e-mail not sent'));
  }
}

/** "Firefox on Windows" for a notice; null when the User-Agent says nothing useful (the notice then names none). */
export function browserOf(userAgent: string | undefined): string | null {
  const label = browserLabel(userAgent);
  return label === 'an unknown browser' ? null : label;
}

/** The e-mail of a security notice: the presenter's title and words, then where to act. */
export function securityAlertMail(to: string, type: string, data: NotificationData, appUrl: string): OutboxMessage {
  const { title, body } = presentNotification(type, data);
  return {
    channel: 'mail',
    to,
    subject: title,
    text: [
      body,
      `Reset your password:\n${appUrl}/auth/forgot`,
      `Contact us:\n${appUrl}/contact`,
      'We never ask for your password or a code by phone or e-mail.',
    ].join('\n\n'),
    purpose: `security-alert:${type.split('\\').pop()}`,
  };
}
