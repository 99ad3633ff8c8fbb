import { IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../register.dto';
import { Required } from '../../shared/validation/rules';

/** Link tokens are 43 characters; anything much longer is not one of ours. */
export const SIGN_UP_TOKEN_MAX_LENGTH = 200;

/**
 * Body of POST /api/register/confirm: the token of the e-mailed link and the password chosen at
 * sign-up. Both are needed, so only the person who both owns the address and chose the password
 * can open the account (no one can open it in someone else's name, nor take over one opened so).
 */
export class ConfirmSignUpDto {
  @Required({ message: 'This link is not complete. Please open it again from the e-mail.' }) @IsString() @MaxLength(SIGN_UP_TOKEN_MAX_LENGTH)
  token!: string;

  @Required() @IsString() @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}
