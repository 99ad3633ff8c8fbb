import type { Kysely, Selectable } from 'kysely';
import type { ComplaintOutcome, ComplaintResolution, ComplaintState } from '../../../src-domain/complaints/complaint.entity';
import type { DatabaseSchema } from '../database.types';
import { toIso, toIsoOrNull } from '../timestamps';
import type { ComplaintsTable } from './complaints.tables';

export interface ComplaintRecord {
  id: number;
  userId: number | null;
  email: string;
  source: string;
  feedbackId: number | null;
  message: string;
  state: ComplaintState;
  receivedAt: string;
  acknowledgeBy: string;
  summaryResolutionBy: string;
  finalResponseBy: string;
  acknowledgedAt: string | null;
  threadId: number | null;
  resolvedAt: string | null;
  resolution: ComplaintResolution | null;
  outcome: ComplaintOutcome | null;
  response: string | null;
  wordingVersion: string | null;
}

export type NewComplaint = Pick<ComplaintRecord, 'userId' | 'email' | 'source' | 'feedbackId' | 'message' | 'receivedAt' | 'acknowledgeBy' | 'summaryResolutionBy' | 'finalResponseBy'>;

function toRecord(row: Selectable<ComplaintsTable>): ComplaintRecord {
  return {
    id: Number(row.id),
    userId: row.user_id === null ? null : Number(row.user_id),
    email: row.email,
    source: row.source,
    feedbackId: row.feedback_id === null ? null : Number(row.feedback_id),
    message: row.message,
    state: row.state as ComplaintState,
    receivedAt: toIso(row.received_at),
    acknowledgeBy: row.acknowledge_by,
    summaryResolutionBy: row.summary_resolution_by,
    finalResponseBy: row.final_response_by,
    acknowledgedAt: toIsoOrNull(row.acknowledged_at),
    threadId: row.thread_id === null ? null : Number(row.thread_id),
    resolvedAt: toIsoOrNull(row.resolved_at),
    resolution: row.resolution as ComplaintResolution | null,
    outcome: row.outcome as ComplaintOutcome | null,
    response: row.response,
    wordingVersion: row.wording_version,
  };
}

/** Persistence of complaints. */
export class ComplaintsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(complaint: NewComplaint): Promise<ComplaintRecord> {
    const row = await this.db
      .insertInto('complaints')
      .values({
        user_id: complaint.userId,
        email: complaint.email,
        source: complaint.source,
        feedback_id: complaint.feedbackId,
        message: complaint.message,
        state: 'received',
        received_at: complaint.receivedAt,
        acknowledge_by: complaint.acknowledgeBy,
        summary_resolution_by: complaint.summaryResolutionBy,
        final_response_by: complaint.finalResponseBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async byId(id: number): Promise<ComplaintRecord | undefined> {
    const row = await this.db.selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  /** The complaint when `userId` made it; anyone else's reads as missing. */
  async ofUser(userId: number, id: number): Promise<ComplaintRecord | undefined> {
    const row = await this.db.selectFrom('complaints').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return row && toRecord(row);
  }

  async allOfUser(userId: number): Promise<ComplaintRecord[]> {
    const rows = await this.db.selectFrom('complaints').selectAll().where('user_id', '=', userId).orderBy('received_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toRecord);
  }

  /** Open complaints, oldest first: the order they must be answered in. */
  async open(limit = 500): Promise<ComplaintRecord[]> {
    const rows = await this.db.selectFrom('complaints').selectAll().where('state', '!=', 'resolved').orderBy('received_at', 'asc').orderBy('id', 'asc').limit(limit).execute();
    return rows.map(toRecord);
  }

  async markAcknowledged(id: number, at: string, threadId: number | null, wordingVersion: string): Promise<void> {
    await this.db.updateTable('complaints').set({ state: 'acknowledged', acknowledged_at: at, thread_id: threadId, wording_version: wordingVersion }).where('id', '=', id).execute();
  }

  /** Resolves an open complaint; false when it was resolved already (two operators at once). */
  async markResolved(id: number, change: { at: string; resolution: ComplaintResolution; outcome: ComplaintOutcome; response: string; wordingVersion: string }): Promise<boolean> {
    const result = await this.db
      .updateTable('complaints')
      .set({ state: 'resolved', resolved_at: change.at, resolution: change.resolution, outcome: change.outcome, response: change.response, wording_version: change.wordingVersion })
      .where('id', '=', id)
      .where('state', '!=', 'resolved')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
