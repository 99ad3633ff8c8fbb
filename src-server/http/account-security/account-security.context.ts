import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccountSecuritySettings } from '../../config/account-security.config';
import type { AccountUsersRepository } from '../../db/account-security/account-users.repository';
import type { DatabaseSchema } from '../../db/database.types';
import type { UsersRepository } from '../../db/users.repository';
import type { AccessTokenService } from '../../services/access-token.service';
import type { AccountLimiter } from '../../services/account-security/account-limiter';
import type { OneTimeCodeService } from '../../services/account-security/one-time-code.service';
import type { SecretHasher } from '../../services/account-security/secret-hasher';
import type { Clock } from '../../services/clock.port';
import type { NotificationService } from '../../services/notification.service';
import type { Outbox, OutboxMessage } from '../../services/outbox/outbox.port';
import type { PasswordService } from '../../services/password.service';
import type { PasswordPolicy } from './password-policy';
import type { SecurityAlerts } from './security-alerts';

/** What every account-security service works with; built once in `registerAccountSecurity`. */
export interface AccountSecurityContext {
  db: Kysely<DatabaseSchema>;
  users: UsersRepository;
  accountUsers: AccountUsersRepository;
  codes: OneTimeCodeService;
  hasher: SecretHasher;
  outbox: Outbox;
  passwords: PasswordService;
  passwordPolicy: PasswordPolicy;
  accessTokens: AccessTokenService;
  limiter: AccountLimiter;
  notifications: NotificationService;
  /** Inbox entries and e-mails about changes to how the account is reached or signed in to. */
  alerts: SecurityAlerts;
  clock: Clock;
  settings: AccountSecuritySettings;
  /** Public origin, for links in e-mails. */
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Sends a message without making the caller wait or fail: a code that could not be delivered is
 * logged, and the person asks for another after the cooldown. Not awaiting also keeps the answer's
 * timing free of whether a message went out (no account enumeration by timing).
 */
export function deliver(context: AccountSecurityContext, message: OutboxMessage): void {
  context.outbox.send(message).catch((error: unknown) => context.log.error({ err: error, purpose: message.purpose }, 'outbox delivery failed'));
}

/** Stores and broadcasts a notification; a failure is logged, never turned into a failed request. */
export async function notify(context: AccountSecurityContext, userId: number, type: string, data: Record<string, unknown> = {}): Promise<void> {
  try {
    await context.notifications.notify(userId, type, data);
  } catch (error) {
    context.log.error({ err: error, type }, 'notification not stored');
  }
}
