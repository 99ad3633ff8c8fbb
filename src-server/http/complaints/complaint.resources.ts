import { complaintReference } from '../../../src-domain/complaints/complaint.entity';
import type { ComplaintRecord } from '../../db/complaints/complaints.repository';

/** A complaint on the wire, as its borrower reads it (the lender's notes stay with the lender). */
export function toComplaintResource(complaint: ComplaintRecord) {
  return {
    id: complaint.id,
    reference: complaintReference(complaint.id),
    state: complaint.state,
    message: complaint.message,
    received_at: complaint.receivedAt,
    acknowledged_at: complaint.acknowledgedAt,
    acknowledge_by: complaint.acknowledgeBy,
    summary_resolution_by: complaint.summaryResolutionBy,
    final_response_by: complaint.finalResponseBy,
    resolved_at: complaint.resolvedAt,
    resolution: complaint.resolution,
    outcome: complaint.outcome,
    thread_id: complaint.threadId,
  };
}
