import type { RegisterDto } from '../../../src-domain/auth/register.dto';
import type { ConfirmSignUpDto } from '../../../src-domain/auth/sign-up/confirm-sign-up.dto';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { isUniqueViolation } from '../../db/db-errors';
import { TokensRepository } from '../../db/tokens.repository';
import { normaliseEmail, UsersRepository, type UserRecord } from '../../db/users.repository';
import { BORROWER_ROLE } from '../auth/auth.service';
import { confirmSignUpMail } from './account-messages';
import { deliver, type AccountSecurityContext } from './account-security.context';
import { addressSubject, assertLinkCooldownOver, attemptMail, hoursOf, linkSentBody, type LinkSentBody } from './sign-up-link';

export const SIGN_UP_SENT = 'Open the link in it to finish opening your account.';
export const SIGN_UP_LINK_DEAD = 'This link has expired or has already been used. Please fill in the form to open your account again.';
export const SIGN_UP_WRONG_PASSWORD = 'This is not the password you chose when you filled in the form.';
export const ALREADY_OPENED = 'Your account is already open. Please sign in.';

const PURPOSE = 'sign-up-confirmation';

/** What a sign-up keeps until its link is opened (the one-time token's payload). */
interface PendingSignUp {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password_hash: string;
}

/**
 * The one-step (v1) sign-up. POST /api/register answers "we have sent you an e-mail" for a new and
 * a taken address alike; a new address gets a link that opens the account, the owner of a taken one
 * a warning. The account opens when the link's token and the password chosen come back together
 * (POST /api/register/confirm): the address is proven, and nobody can open an account in someone
 * else's name for them to walk into. Until then the details wait in the hashed, single-use token's
 * payload; a new sign-up with the address replaces them (the older link stops working).
 */
export class SignUpService {
  constructor(private readonly context: AccountSecurityContext) {}

  /** POST /api/register. */
  async request(input: RegisterDto): Promise<LinkSentBody> {
    const { context } = this;
    const subject = addressSubject(context, input.email);
    await assertLinkCooldownOver(context, PURPOSE, subject);
    // The same work whoever owns the address: the password hash, one stored token, one e-mail.
    const passwordHash = await context.passwords.hash(input.password);
    const owner = await context.users.findByEmail(input.email);
    const pending: PendingSignUp | null = owner
      ? null
      : { first_name: input.first_name.trim(), last_name: input.last_name.trim(), email: normaliseEmail(input.email), phone: input.phone, password_hash: passwordHash };
    const ttl = context.settings.registrationTokenTtlMs;
    const token = await context.codes.issueToken(PURPOSE, subject, ttl, pending);
    // The token goes in the fragment: browsers never send it, so no server or proxy log holds it.
    deliver(context, owner ? attemptMail(context, owner.email) : confirmSignUpMail(pending!.email, `${context.appUrl}/auth/sign-up#confirm=${token}`, hoursOf(ttl)));
    return linkSentBody(context, input.email, `We have sent an e-mail to ${normaliseEmail(input.email)}. ${SIGN_UP_SENT}`);
  }

  /** POST /api/register/confirm: opens the account (e-mail verified) and signs it in. */
  async confirm(input: ConfirmSignUpDto): Promise<{ token: string; user: UserRecord }> {
    const { context } = this;
    const record = await context.codes.findToken(PURPOSE, input.token);
    const pending = record ? pendingOf(record.payload) : null;
    if (!record || !pending) throw invalid('token', SIGN_UP_LINK_DEAD);
    await context.limiter.hit('code-check', record.subject, context.settings.limits.codeChecksPerAccount);
    if (!(await context.passwords.verify(input.password, pending.password_hash))) {
      // A wrong password spends one of the link's tries; the last one kills the link.
      throw (await context.codes.countFailure(record)) ? invalid('token', SIGN_UP_LINK_DEAD) : invalid('password', SIGN_UP_WRONG_PASSWORD);
    }
    if (!(await context.codes.consume(record))) throw invalid('token', SIGN_UP_LINK_DEAD);
    if (await context.users.findByEmail(pending.email)) throw invalid('token', ALREADY_OPENED);
    const now = context.clock.now();
    try {
      return await context.db.transaction().execute(async (trx) => {
        const user = await new UsersRepository(trx).create(
          {
            firstName: pending.first_name,
            lastName: pending.last_name,
            email: pending.email,
            phone: pending.phone,
            passwordHash: pending.password_hash,
            role: BORROWER_ROLE,
            emailVerifiedAt: now.toISOString(),
          },
          now,
        );
        const issued = await context.accessTokens.issue(user.id, { remember: false }, new TokensRepository(trx));
        return { token: issued.plainText, user };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid('token', ALREADY_OPENED);
      throw error;
    }
  }
}

function invalid(field: string, message: string): ValidationFailed {
  return new ValidationFailed({ [field]: [message] }, message);
}

/** The stored details, or null for a taken address's token (which no link carries) or a damaged row. */
function pendingOf(payload: string | null): PendingSignUp | null {
  if (!payload) return null;
  const value = JSON.parse(payload) as Partial<PendingSignUp>;
  const complete = ['first_name', 'last_name', 'email', 'phone', 'password_hash'].every((key) => typeof value[key as keyof PendingSignUp] === 'string');
  return complete ? (value as PendingSignUp) : null;
}
