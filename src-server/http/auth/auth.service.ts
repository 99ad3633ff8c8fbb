import type { Kysely } from 'kysely';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { EMAIL_TAKEN, type RegisterDto } from '../../../src-domain/auth/register.dto';
import type { SignInDto } from '../../../src-domain/auth/sign-in.dto';
import type { DatabaseSchema } from '../../db/database.types';
import { isUniqueViolation } from '../../db/db-errors';
import { TokensRepository } from '../../db/tokens.repository';
import { UsersRepository, type UserRecord } from '../../db/users.repository';
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

/** Sign-up and sign-in: accounts, password checks and token issuance. */
export class AuthService {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly accessTokens: AccessTokenService,
    private readonly clock: Clock,
  ) {}

  /** Creates a borrower account and signs it in; 422 when the e-mail is taken in any letter case. */
  async register(input: RegisterDto): Promise<SignedIn> {
    if (await this.users.findByEmail(input.email)) throw emailTaken();
    // Hash outside the transaction: scrypt takes a few hundred ms and SQLite has one writer.
    const passwordHash = await this.passwords.hash(input.password);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const user = await new UsersRepository(trx).create(
          { firstName: input.first_name.trim(), lastName: input.last_name.trim(), email: input.email, phone: input.phone, passwordHash, role: BORROWER_ROLE },
          this.clock.now(),
        );
        const issued = await this.accessTokens.issue(user.id, { remember: false }, new TokensRepository(trx));
        return { token: issued.plainText, user };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

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
    if (!user || !valid) throw new ValidationFailed({ email: [CREDENTIALS_MISMATCH] }, CREDENTIALS_MISMATCH);
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

function emailTaken(): ValidationFailed {
  return new ValidationFailed({ email: [EMAIL_TAKEN] }, EMAIL_TAKEN);
}
