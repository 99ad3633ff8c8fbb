import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import { AcceptStaffInvitationDto } from './accept-staff-invitation.dto';

/** A new staff member's invitation on the lender's API (docs/design/back-office.md §1). */
export interface StaffInvitationGateway {
  /** 204; ValidationFailed (token: expired or used; password: too weak) otherwise. */
  accept(input: AcceptStaffInvitationDto): Promise<void>;
}

export const StaffInvitationGateway = Symbol.for('StaffInvitationGateway');

/** Sets the invited staff member's password (checked by the server's own rule first); they sign in afterwards like anyone. */
export class AcceptStaffInvitation implements UseCase<AcceptStaffInvitationDto, void> {
  constructor(private readonly invitations: StaffInvitationGateway) {}
  async execute(input: AcceptStaffInvitationDto): Promise<void> {
    return this.invitations.accept(await validateInput(AcceptStaffInvitationDto, input));
  }
}
