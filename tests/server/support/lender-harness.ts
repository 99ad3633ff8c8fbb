import { NotificationsRepository } from '../../../src-server/db/notifications.repository';
import { textOutput } from '../../../src-server/operator/console-output';
import { runLenderCommand } from '../../../src-server/operator/lender-cli';
import type { OperatorContext } from '../../../src-server/operator/lender-command';
import type { OutboxMessage } from '../../../src-server/services/outbox/outbox.port';
import { NotificationService } from '../../../src-server/services/notification.service';
import type { TestApp } from './test-app';

/** What a `lender` command answered: its exit code and every line it printed. */
export interface LenderRun {
  code: number;
  printed: string;
}

/** Where a test watches what the commands send: e-mails and texts, and live broadcasts. */
export interface LenderWatch {
  mail?: OutboxMessage[];
  broadcaster?: { broadcast(channels: string[], event: string, data?: unknown): Promise<void> };
}

/**
 * `npm run lender -- …` beside a test app: the real operator commands on its database and clock.
 * Notifications are stored, and broadcast only to a `broadcaster` given; e-mails and texts land in `mail` when given.
 */
export function lenderOn(t: TestApp, watch: LenderWatch = {}): (...argv: string[]) => Promise<LenderRun> {
  let printed = '';
  const quiet = { error: () => undefined, warn: () => undefined };
  const context: OperatorContext = {
    config: t.config,
    database: t.database,
    clock: t.clock,
    notifications: new NotificationService(new NotificationsRepository(t.database.db), (watch.broadcaster ?? { broadcast: async () => undefined }) as never, t.clock, quiet as never),
    outbox: { send: async (message: OutboxMessage) => void watch.mail?.push(message) },
    out: textOutput((text) => (printed += text)),
  };
  return async (...argv) => {
    printed = '';
    const code = await runLenderCommand(argv, context);
    return { code, printed };
  };
}
