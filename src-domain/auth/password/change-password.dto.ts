import { IsString, MaxLength, MinLength } from 'class-validator';
import { Confirmed, Required } from '../../shared/validation/rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../register.dto';

/** Body of POST api/change-password (signed in). */
export class ChangePasswordDto {
  @Required() @IsString() @MaxLength(1024)
  current_password!: string;

  @Required() @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  @Required() @IsString() @Confirmed('password', { message: 'The passwords do not match.' })
  password_confirmation!: string;
}
