import type { ComplaintGateway } from '../../../src-domain/complaints/complaint-gateway.port';
import type { Complaint } from '../../../src-domain/complaints/complaint.entity';
import { ListComplaints } from '../../../src-domain/complaints/list-complaints.use-case';

/** A complaint as the server would list it, acknowledged on Monday 23 November 2026. */
export function aComplaint(overrides: Partial<Complaint> = {}): Complaint {
  return {
    id: 42,
    reference: 'CP-000042',
    state: 'acknowledged',
    message: 'I was charged a late fee although I paid on the due date.',
    receivedAt: '2026-11-23T10:00:00.000Z',
    acknowledgedAt: '2026-11-23T10:00:00.000Z',
    acknowledgeBy: '2026-11-24',
    summaryResolutionBy: '2026-11-26',
    finalResponseBy: '2027-01-18',
    resolvedAt: null,
    resolution: null,
    outcome: null,
    ...overrides,
  };
}

/** The borrower's complaints, held in memory. */
export class FakeComplaintGateway implements ComplaintGateway {
  complaints: Complaint[] = [];

  async list(): Promise<Complaint[]> {
    return this.complaints;
  }
}

export function complaintServices(complaints: ComplaintGateway) {
  return { complaints: { list: new ListComplaints(complaints) } };
}
