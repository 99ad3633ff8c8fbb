import type { Container } from 'inversify';
import { ComplaintGateway } from '../../src-domain/complaints/complaint-gateway.port';
import { ListComplaints } from '../../src-domain/complaints/list-complaints.use-case';
import { LaravelComplaintGateway } from '../../src-infra/api/complaints/laravel-complaint.gateway';
import { HttpClient } from '../../src-infra/http/http-client';

/** The borrower's complaints (issue 27.6). */
export function bindComplaints(container: Container): void {
  container.bind<ComplaintGateway>(ComplaintGateway).toResolvedValue((http: HttpClient) => new LaravelComplaintGateway(http), [HttpClient]);
  container.bind(ListComplaints).toResolvedValue((complaints: ComplaintGateway) => new ListComplaints(complaints), [ComplaintGateway]);
}
