import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { toIso } from '../timestamps';

export type AuditedEntity = 'user_details' | 'address' | 'bank' | 'employment';
/** Field → its value before and after the change. */
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

export interface AuditEntry {
  id: number;
  userId: number;
  actorId: number;
  entity: AuditedEntity;
  entityId: number;
  action: 'created' | 'updated';
  changes: FieldChanges;
  createdAt: string;
}

/** The profile's audit trail: append-only. */
export class ProfileAuditRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async append(entry: Omit<AuditEntry, 'id' | 'createdAt'>, now: Date): Promise<void> {
    await this.db
      .insertInto('profile_audit')
      .values({
        user_id: entry.userId,
        actor_id: entry.actorId,
        entity: entry.entity,
        entity_id: entry.entityId,
        action: entry.action,
        changes: JSON.stringify(entry.changes),
        created_at: now.toISOString(),
      })
      .execute();
  }

  /** The user's trail, oldest first (support tools and tests). */
  async listOf(userId: number): Promise<AuditEntry[]> {
    const rows = await this.db.selectFrom('profile_audit').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    return rows.map((row) => ({
      id: Number(row.id),
      userId: Number(row.user_id),
      actorId: Number(row.actor_id),
      entity: row.entity as AuditedEntity,
      entityId: Number(row.entity_id),
      action: row.action as AuditEntry['action'],
      changes: JSON.parse(row.changes) as FieldChanges,
      createdAt: toIso(row.created_at),
    }));
  }
}
