import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<string | Date, string, string>;

/** request_approvals: a first approval of a request that needs two (migration 0102, ADR 0042). */
export interface RequestApprovalsTable {
  id: Generated<number>;
  request_id: number;
  staff_id: number;
  approved_at: Timestamp;
  reason: string | null;
}

export interface RequestApprovalsTables {
  request_approvals: RequestApprovalsTable;
}
