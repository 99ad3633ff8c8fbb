import type { NotificationRecord } from '../../db/notifications.repository';

/** Laravel's notification as a resource: `{id, type, data, read_at, created_at}`. */
export interface NotificationResource {
  id: string;
  type: string;
  data: Record<string, unknown>;
  read_at: string | null;
  created_at: string;
}

export function toNotificationResource(notification: NotificationRecord): NotificationResource {
  return {
    id: notification.id,
    type: notification.type,
    data: notification.data,
    read_at: notification.readAt,
    created_at: notification.createdAt,
  };
}
