import { ValidationFailed } from '../../../src-domain/shared/errors';
import { isCommonPassword } from '../../services/account-security/common-passwords';

export const COMMON_PASSWORD = 'This password is too common. Please choose another.';

/**
 * The server-side half of the password rules (the DTOs hold the 8–128 length): refuse the most
 * common passwords (ASVS 5.0 6.2.4), which the browser cannot check without shipping the list.
 */
export class PasswordPolicy {
  /** Throws ValidationFailed on `field` when `password` is too common. */
  assertAcceptable(password: string, field = 'password'): void {
    if (isCommonPassword(password)) throw new ValidationFailed({ [field]: [COMMON_PASSWORD] }, COMMON_PASSWORD);
  }
}
