import type { Notification } from './notification.entity';

/** The lender's notification inbox, as the use-cases need it. */
export interface NotificationGateway {
  /** GET /api/v1/notifications/unread-notifications — the signed-in user's unread notifications. */
  unread(): Promise<Notification[]>;
  /** GET /api/v1/notifications/mark-notification-as-read/{id} — idempotent. */
  markRead(id: string): Promise<void>;
}

export const NotificationGateway = Symbol.for('NotificationGateway');
