import { ValidationFailed } from '../../../src-domain/shared/errors';
import { EMAIL_TAKEN } from '../../../src-domain/auth/register.dto';
import type { SignInDto } from '../../../src-domain/auth/sign-in.dto';
import type { UserRecord, UsersRepository } from '../../db/users.repository';
import type { AccessTokenService } from '../../services/access-token.service';
import type { Clock } from '../../services/clock.port';
import type { PasswordService } from '../../services/password.service';

export const CREDENTIALS_MISMATCH = 'These credentials do not match our records.';
export { EMAIL_TAKEN };
/** The role every self-registered account gets. */
export const BORROWER_ROLE = 'borrower';

export interface SignedIn {
  token: string;
  user: UserRecord;
}

/** Sign-in: password checks and token issuance (sign-up lives in account-security/sign-up.service.ts). */
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly accessTokens: AccessTokenService,
    private readonly clock: Clock,
  ) {}

  /**
   * Checks the credentials and issues a token. An unknown e-mail costs the same scrypt work as a
   * wrong password and gets the same answer, so neither reveals whether an account exists.
   */
  async signIn(input: SignInDto): Promise<SignedIn> {
    return this.issueFor(await this.checkCredentials(input), input.remember === true);
  }

  /** The account behind correct credentials (re-hashing an outdated hash); 422 otherwise. */
  async checkCredentials(input: SignInDto): Promise<UserRecord> {
    const user = await this.users.findByEmail(input.email);
    const valid = user ? await this.passwords.verify(input.password, user.passwordHash) : await this.passwords.verifyAgainstDummy(input.password);
    // A disabled (staff) account is refused with the same words as a wrong password: nothing to learn from it.
    if (!user || !valid || user.disabledAt !== null) throw new ValidationFailed({ email: [CREDENTIALS_MISMATCH] }, CREDENTIALS_MISMATCH);
    if (this.passwords.needsRehash(user.passwordHash)) {
      await this.users.updatePasswordHash(user.id, await this.passwords.hash(input.password), this.clock.now());
    }
    return user;
  }

  /** A token for a user whose credentials were checked. */
  async issueFor(user: UserRecord, remember: boolean): Promise<SignedIn> {
    const issued = await this.accessTokens.issue(user.id, { remember });
    return { token: issued.plainText, user };
  }
}

