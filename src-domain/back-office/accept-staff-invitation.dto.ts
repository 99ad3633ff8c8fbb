import { IsString, MaxLength, MinLength } from 'class-validator';
import { Confirmed, Required } from '../shared/validation/rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/register.dto';

/** Body of POST /api/v1/staff-invitations/accept: the token from the e-mailed link and the password chosen (borrowers' length rules). */
export class AcceptStaffInvitationDto {
  @Required() @IsString() @MaxLength(200)
  token!: string;

  @Required() @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  @Required() @IsString() @Confirmed('password', { message: 'The passwords do not match.' })
  password_confirmation!: string;
}
