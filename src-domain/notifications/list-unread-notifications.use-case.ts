import type { UseCase } from '../shared/use-case';
import type { NotificationGateway } from './notification-gateway.port';
import { newestFirst, type Notification } from './notification.entity';

/** The signed-in borrower's unread notifications, newest first (the bell's list and count). */
export class ListUnreadNotifications implements UseCase<void, Notification[]> {
  constructor(private readonly notifications: Pick<NotificationGateway, 'unread'>) {}

  async execute(): Promise<Notification[]> {
    const unread = await this.notifications.unread();
    return [...unread].sort(newestFirst);
  }
}
