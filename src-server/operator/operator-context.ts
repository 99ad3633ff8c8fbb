import type { ServerConfig } from '../config/server-config';
import { createDatabase } from '../db/database.factory';
import { migrateToLatest } from '../db/migrate';
import { NotificationsRepository } from '../db/notifications.repository';
import { PusherBroadcaster } from '../realtime/pusher.broadcaster';
import { systemClock } from '../services/clock.port';
import { NotificationService } from '../services/notification.service';
import { outboxFromConfig } from '../services/outbox/outbox-from-config';
import { textOutput } from './console-output';
import type { OperatorContext } from './lender-command';

/**
 * The operator's context: the server's own database (migrated, as a deploy would), notifications
 * published to the configured realtime server, and the configured outbox. `close()` lets the process end.
 */
export async function openOperatorContext(config: ServerConfig, write: (text: string) => void): Promise<OperatorContext & { close(): Promise<void> }> {
  const database = createDatabase(config.databaseUrl, { poolMax: 2, sqliteSynchronous: config.sqliteSynchronous, preparedStatements: config.databasePreparedStatements });
  await migrateToLatest(database);
  const clock = systemClock;
  const log = { error: (details: object, message: string) => write(`warning: ${message}\n`) };
  const notifications = new NotificationService(new NotificationsRepository(database.db), new PusherBroadcaster(config.pusher), clock, log);
  return {
    config,
    database,
    clock,
    notifications,
    outbox: outboxFromConfig({ ...config.outbox, print: false }, clock),
    out: textOutput(write),
    close: async () => {
      await notifications.drain();
      await database.destroy();
    },
  };
}
