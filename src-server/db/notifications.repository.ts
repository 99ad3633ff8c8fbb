import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, NotificationsTable } from './database.types';
import { toIso, toIsoOrNull } from './timestamps';
import { fixedLimit } from './fixed-limit';

/** Laravel's morph name for users, the only notifiable so far. */
export const USER_NOTIFIABLE = 'App\\Models\\User';

/** A stored notification, data parsed. */
export interface NotificationRecord {
  id: string;
  type: string;
  userId: number;
  data: Record<string, unknown>;
  readAt: string | null;
  createdAt: string;
}

/** Persistence of users' notifications. */
export class NotificationsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(notification: { id: string; type: string; userId: number; data: Record<string, unknown> }, now: Date): Promise<NotificationRecord> {
    const at = now.toISOString();
    const row = await this.db
      .insertInto('notifications')
      .values({
        id: notification.id,
        type: notification.type,
        notifiable_type: USER_NOTIFIABLE,
        notifiable_id: notification.userId,
        data: JSON.stringify(notification.data),
        read_at: null,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  /** The user's unread notifications, newest first, at most `limit`. */
  async unreadOf(userId: number, limit: number): Promise<NotificationRecord[]> {
    const rows = await this.db
      .selectFrom('notifications')
      .selectAll()
      .where('notifiable_type', '=', USER_NOTIFIABLE)
      .where('notifiable_id', '=', userId)
      .where('read_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(fixedLimit(limit))
      .execute();
    return rows.map(toRecord);
  }

  /** The user's notification `id`, or null when it does not exist or belongs to someone else. */
  async findOfUser(userId: number, id: string): Promise<NotificationRecord | null> {
    const row = await this.db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', id)
      .where('notifiable_type', '=', USER_NOTIFIABLE)
      .where('notifiable_id', '=', userId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /**
   * Sets read_at on the user's unread notifications of `type` whose data `matches`; returns how many.
   * The data is JSON text in both engines, so it is matched here rather than in SQL (a borrower has few
   * unread notifications of one type).
   */
  async markReadWhere(userId: number, type: string, matches: (data: Record<string, unknown>) => boolean, now: Date): Promise<number> {
    const unread = await this.db
      .selectFrom('notifications')
      .select(['id', 'data'])
      .where('notifiable_type', '=', USER_NOTIFIABLE)
      .where('notifiable_id', '=', userId)
      .where('type', '=', type)
      .where('read_at', 'is', null)
      .execute();
    const ids = unread.filter((row) => matches(parseData(row.data))).map((row) => row.id);
    if (ids.length > 0) await this.markIdsRead(userId, ids, now);
    return ids.length;
  }

  /** Sets read_at on the user's notification if it is still unread (a second call changes nothing). */
  async markRead(userId: number, id: string, now: Date): Promise<void> {
    await this.markIdsRead(userId, [id], now);
  }

  /** Sets read_at on those of the user's notifications `ids` still unread; others' are untouched. */
  private async markIdsRead(userId: number, ids: string[], now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db
      .updateTable('notifications')
      .set({ read_at: at, updated_at: at })
      .where('id', 'in', ids)
      .where('notifiable_type', '=', USER_NOTIFIABLE)
      .where('notifiable_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  }
}

function toRecord(row: Selectable<NotificationsTable>): NotificationRecord {
  return {
    id: row.id.trim(),
    type: row.type,
    userId: Number(row.notifiable_id),
    data: parseData(row.data),
    readAt: toIsoOrNull(row.read_at),
    createdAt: toIso(row.created_at),
  };
}

function parseData(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
