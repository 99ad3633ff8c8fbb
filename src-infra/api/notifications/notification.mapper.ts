import { createNotification, type Notification } from '../../../src-domain/notifications/notification.entity';
import { isRecord } from '../../http/response-body';
import { malformed } from '../shared/wire-guards';

/** A notification resource from the wire, checked field by field. */
export function toNotification(resource: unknown): Notification {
  if (!isRecord(resource)) throw malformed('notification');
  const { id, type, data, read_at: readAt, created_at: createdAt } = resource;
  if (typeof id !== 'string' || typeof type !== 'string' || typeof createdAt !== 'string') throw malformed('notification');
  if (readAt !== null && readAt !== undefined && typeof readAt !== 'string') throw malformed('notification');
  return createNotification({ id, type, data: isRecord(data) ? data : {}, createdAt, readAt: readAt ?? null });
}

/** `{ "data": [ … ] }` of notification resources. */
export function toNotificationList(body: unknown): Notification[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw malformed('notification list');
  return body.data.map(toNotification);
}

/**
 * A notification from Laravel's broadcast payload (`id`, `type` and the data fields side by side).
 * The broadcast carries no timestamp, so the time of receipt stands in for `createdAt`. Null for a
 * payload without an id or type.
 */
export function fromBroadcast(payload: unknown, receivedAt: Date): Notification | null {
  if (!isRecord(payload)) return null;
  const { id, type, ...data } = payload;
  if (typeof id !== 'string' || typeof type !== 'string') return null;
  return createNotification({ id, type, data, createdAt: receivedAt.toISOString(), readAt: null });
}
