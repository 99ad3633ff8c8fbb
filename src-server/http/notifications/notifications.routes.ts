import type { FastifyInstance } from 'fastify';
import { isNotificationId } from '../../../src-domain/notifications/notification.entity';
import type { NotificationService } from '../../services/notification.service';
import { notFound } from '../http-error';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { toNotificationResource } from './notification.resource';

/**
 * GET /api/v1/notifications/unread-notifications and
 * GET /api/v1/notifications/mark-notification-as-read/{id} (spec §7). Marking is a GET because the
 * spec says so; it is idempotent, and the bearer token keeps it out of reach of cross-site requests.
 */
export function registerNotificationsRoutes(app: FastifyInstance, deps: { notifications: NotificationService }): void {
  app.get('/api/v1/notifications/unread-notifications', { preHandler: app.requireUser }, async (request) => {
    const unread = await deps.notifications.unread(authenticated(request).user.id);
    return { data: unread.map(toNotificationResource) };
  });

  app.get<{ Params: { id: string } }>('/api/v1/notifications/mark-notification-as-read/:id', { preHandler: app.requireUser }, async (request) => {
    const { id } = request.params;
    // Another user's notification and a malformed id look the same: not found.
    if (!isNotificationId(id)) throw notFound();
    const marked = await deps.notifications.markRead(authenticated(request).user.id, id.toLowerCase());
    if (!marked) throw notFound();
    return { data: toNotificationResource(marked) };
  });
}
