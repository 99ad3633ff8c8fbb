import type { Complaint } from './complaint.entity';

/** The borrower's complaints, as the lender records them. */
export interface ComplaintGateway {
  /** GET /api/v1/complaints: newest first. */
  list(): Promise<Complaint[]>;
}

export const ComplaintGateway = Symbol.for('ComplaintGateway');
