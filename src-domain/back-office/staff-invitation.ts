import { IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/register.dto';
import type { UseCase } from '../shared/use-case';
import { Confirmed, Required } from '../shared/validation/rules';
import { validateInput } from '../shared/validation/validate-input';

/** Body of POST /api/v1/staff-invitations/accept: the e-mailed link's token and the password chosen. */
export class AcceptStaffInvitationDto {
  @Required({ message: 'This link is incomplete. Open the link in your invitation e-mail again.' })
  @IsString()
  @MaxLength(200, { message: 'This link is not valid. Open the link in your invitation e-mail again.' })
  token!: string;

  @Required({ message: 'Choose a password.' }) @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  @Required({ message: 'Type the password again.' }) @IsString() @Confirmed('password', { message: 'The passwords do not match.' })
  password_confirmation!: string;
}

/** A new staff member's invitation on the lender's API (docs/design/back-office.md §1). */
export interface StaffInvitationGateway {
  /** 204; ValidationFailed (token: expired or used; password: too weak) otherwise. */
  accept(input: AcceptStaffInvitationDto): Promise<void>;
}

export const StaffInvitationGateway = Symbol.for('StaffInvitationGateway');

/** Sets the invited staff member's password; they sign in afterwards like anyone. */
export class AcceptStaffInvitation implements UseCase<AcceptStaffInvitationDto, void> {
  constructor(private readonly invitations: StaffInvitationGateway) {}
  async execute(input: AcceptStaffInvitationDto): Promise<void> {
    return this.invitations.accept(await validateInput(AcceptStaffInvitationDto, input));
  }
}
