import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { toIso } from '../timestamps';

/** One approval recorded on a request, with the approver as the account names them now. */
export interface RequestApprovalRecord {
  requestId: number;
  staffId: number;
  staffName: string;
  approvedAt: string;
  reason: string | null;
}

/** The four-eyes approvals of loan requests (ADR 0042). */
export class RequestApprovalsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The approvals of `requestIds`, oldest first. */
  async ofRequests(requestIds: readonly number[]): Promise<RequestApprovalRecord[]> {
    if (requestIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('request_approvals')
      .innerJoin('users', 'users.id', 'request_approvals.staff_id')
      .select(['request_approvals.request_id', 'request_approvals.staff_id', 'request_approvals.approved_at', 'request_approvals.reason', 'users.first_name', 'users.last_name'])
      .where('request_approvals.request_id', 'in', [...requestIds])
      .orderBy('request_approvals.approved_at')
      .orderBy('request_approvals.id')
      .execute();
    return rows.map((row) => ({
      requestId: row.request_id,
      staffId: row.staff_id,
      staffName: `${row.first_name} ${row.last_name}`.trim(),
      approvedAt: toIso(row.approved_at),
      reason: row.reason,
    }));
  }

  async of(requestId: number): Promise<RequestApprovalRecord[]> {
    return this.ofRequests([requestId]);
  }

  async record(requestId: number, staffId: number, reason: string | null, now: Date): Promise<void> {
    await this.db.insertInto('request_approvals').values({ request_id: requestId, staff_id: staffId, approved_at: now.toISOString(), reason }).execute();
  }
}
