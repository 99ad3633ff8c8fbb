import type { NotificationGateway } from '../../../src-domain/notifications/notification-gateway.port';
import type { Notification } from '../../../src-domain/notifications/notification.entity';
import type { HttpClient } from '../../http/http-client';
import { toNotificationList } from './notification.mapper';

/** NotificationGateway over the Laravel-style notification calls of spec §7. */
export class LaravelNotificationGateway implements NotificationGateway {
  constructor(private readonly http: HttpClient) {}

  async unread(): Promise<Notification[]> {
    return toNotificationList(await this.http.get<unknown>('/api/v1/notifications/unread-notifications'));
  }

  async markRead(id: string): Promise<void> {
    await this.http.get<unknown>(`/api/v1/notifications/mark-notification-as-read/${encodeURIComponent(id)}`);
  }
}
