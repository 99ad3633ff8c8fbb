import type { FastifyInstance } from 'fastify';
import type { NotificationService } from '../../services/notification.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifies users: `app.notifications.notify(userId, NotificationType.PasswordChanged, {})`. */
    notifications: NotificationService;
  }
}

/** Makes the service reachable from any route module as `app.notifications`, and drains its broadcasts on close. */
export function decorateNotifications(app: FastifyInstance, notifications: NotificationService): void {
  app.decorate('notifications', notifications);
  app.addHook('onClose', () => notifications.drain());
}
