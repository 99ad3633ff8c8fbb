import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database.types';
import { RequestApprovalsRepository, type RequestApprovalRecord } from '../../db/back-office/request-approvals.repository';

/** The approvals given so far on each of `requestIds`, oldest first, by request. */
export async function approvalsOf(db: Kysely<DatabaseSchema>, requestIds: readonly number[]): Promise<Map<number, RequestApprovalRecord[]>> {
  const byRequest = new Map<number, RequestApprovalRecord[]>();
  for (const approval of await new RequestApprovalsRepository(db).ofRequests([...new Set(requestIds)])) {
    byRequest.set(approval.requestId, [...(byRequest.get(approval.requestId) ?? []), approval]);
  }
  return byRequest;
}

/** How many more approvals make the offer: two in all above the four-eyes threshold, one otherwise. */
export function approvalsNeeded(amountMinor: number, given: number, fourEyesAboveMinor: number): number {
  return Math.max((amountMinor > fourEyesAboveMinor ? 2 : 1) - given, 1);
}

/** An approval on the wire. */
export function toApprovalResource(approval: RequestApprovalRecord) {
  return { staff_name: approval.staffName, approved_at: approval.approvedAt };
}
