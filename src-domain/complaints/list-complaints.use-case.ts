import type { UseCase } from '../shared/use-case';
import type { ComplaintGateway } from './complaint-gateway.port';
import type { Complaint } from './complaint.entity';

/** The borrower's complaints with their state and dates. */
export class ListComplaints implements UseCase<void, Complaint[]> {
  constructor(private readonly complaints: ComplaintGateway) {}

  execute(): Promise<Complaint[]> {
    return this.complaints.list();
  }
}
