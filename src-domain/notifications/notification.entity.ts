import { subjectOf, topicOf, type NotificationSubject } from './notification-subject';
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
  /** What it is about (a loan, a request, a conversation…), for a reader to open; null when nothing. */
  about: NotificationSubject | null;
  /** The story it belongs to (`loan-request:12`): later news of it takes the place of earlier news. */
  topic: string;
  data: NotificationData;
  /** ISO-8601 instant. */
  createdAt: string;
  /** ISO-8601 instant, or null while unread. */
  readAt: string | null;
}

/** What {@link createNotification} derives from a notification's type and data. */
export type DerivedFields = 'title' | 'body' | 'about' | 'topic';

/** A notification from its stored fields, with its words, subject and topic derived from type and data. */
export function createNotification(fields: Omit<Notification, DerivedFields>): Notification {
  return { ...fields, ...presentNotification(fields.type, fields.data), about: subjectOf(fields.type, fields.data), topic: topicOf(fields.type, fields.data) };
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
