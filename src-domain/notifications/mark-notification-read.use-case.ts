import { ValidationFailed } from '../shared/errors';
import type { UseCase } from '../shared/use-case';
import type { NotificationGateway } from './notification-gateway.port';
import { isNotificationId } from './notification.entity';

/** Marks one notification read; marking it again is harmless. */
export class MarkNotificationRead implements UseCase<string, void> {
  constructor(private readonly notifications: Pick<NotificationGateway, 'markRead'>) {}

  async execute(id: string): Promise<void> {
    if (!isNotificationId(id)) throw new ValidationFailed({ id: ['id is not valid.'] });
    await this.notifications.markRead(id);
  }
}
