import { IsBoolean, IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import { Required } from '../shared/validation/rules';

/** Body of POST api/login. */
export class SignInDto {
  @Required() @IsString() @MaxLength(254) @IsEmail()
  email!: string;

  @Required() @IsString() @MaxLength(1024)
  password!: string;

  /** Keep the session for 30 days instead of until the browser closes. */
  @IsOptional() @IsBoolean()
  remember?: boolean;
}
