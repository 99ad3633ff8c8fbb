import type { NotificationData } from './notification-type';
import { presentNotification } from './notification.presenter';

/** Something that happened to the borrower's account, as the inbox and the toasts show it. */
export interface Notification {
  /** A UUID. */
  id: string;
  /** Laravel's notification type, e.g. `App\Notifications\PasswordChanged`. */
  type: string;
  title: string;
  body: string;
  data: NotificationData;
  /** ISO-8601 instant. */
  createdAt: string;
  /** ISO-8601 instant, or null while unread. */
  readAt: string | null;
}

/** A notification from its stored fields, with the title and body derived from type and data. */
export function createNotification(fields: Omit<Notification, 'title' | 'body'>): Notification {
  return { ...fields, ...presentNotification(fields.type, fields.data) };
}

/** Newest first; ties keep a stable order by id. */
export function newestFirst(a: Pick<Notification, 'createdAt' | 'id'>, b: Pick<Notification, 'createdAt' | 'id'>): number {
  const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return byTime !== 0 ? byTime : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for the UUIDs notification ids are. */
export function isNotificationId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
