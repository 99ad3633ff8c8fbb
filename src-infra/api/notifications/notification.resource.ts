/** Laravel's notification resource as `GET /api/v1/notifications/unread-notifications` lists it. */
export interface NotificationResource {
  id: string;
  type: string;
  data: Record<string, unknown>;
  read_at: string | null;
  created_at: string;
}

/** What `BroadcastNotificationCreated` carries: the data fields, flattened, plus `id` and `type`. */
export type BroadcastNotificationPayload = { id: string; type: string } & Record<string, unknown>;
