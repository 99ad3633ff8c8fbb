import type { AcceptStaffInvitationDto } from '../../../src-domain/back-office/accept-staff-invitation.dto';
import type { StaffInvitationGateway } from '../../../src-domain/back-office/staff-invitation';
import type { HttpClient } from '../../http/http-client';

/** StaffInvitationGateway over POST /api/v1/staff-invitations/accept (a guest call: no session yet). */
export class LaravelStaffInvitationGateway implements StaffInvitationGateway {
  constructor(private readonly http: HttpClient) {}

  async accept(input: AcceptStaffInvitationDto): Promise<void> {
    await this.http.post<unknown>('/api/v1/staff-invitations/accept', { token: input.token, password: input.password, password_confirmation: input.password_confirmation });
  }
}
