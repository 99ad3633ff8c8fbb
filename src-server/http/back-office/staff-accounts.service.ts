import { isEmail } from 'class-validator';
import type { Kysely } from 'kysely';
import { staffRoleLabel, staffRoleOf, STAFF_ROLES, type StaffRole } from '../../../src-domain/back-office/staff-role';
import { Conflict, NotFound, ValidationFailed } from '../../../src-domain/shared/errors';
import { StaffAccountsRepository, type StaffAccountRecord } from '../../db/back-office/staff-accounts.repository';
import type { DatabaseSchema } from '../../db/database.types';
import { isUniqueViolation } from '../../db/db-errors';
import { normaliseEmail, UsersRepository, type UserRecord } from '../../db/users.repository';
import { appendAudit, type Actor } from '../../services/audit/audit-trail';
import type { Clock } from '../../services/clock.port';
import type { Outbox } from '../../services/outbox/outbox.port';
import type { PasswordService } from '../../services/password.service';
import { generateTokenSecret, hashTokenSecret } from '../../services/token.service';
import { staffInvitationMail } from './staff-invitation.mail';

/** How long an invitation link works (design §1). */
export const INVITATION_TTL_HOURS = 72;
const EMAIL_TAKEN = 'An account with this e-mail address already exists.';
export const INVITATION_INVALID = 'This invitation link is not valid any more. Ask for a new invitation.';

export interface StaffAccountsDeps {
  db: Kysely<DatabaseSchema>;
  passwords: PasswordService;
  outbox: Outbox;
  clock: Clock;
  appUrl: string;
  log: { error(details: object, message: string): void };
}

export interface NewStaffMember {
  email: string;
  role: string;
  /** "First Last": the first word is the first name, the rest the last name. */
  name: string;
}

/**
 * Staff accounts (ADR 0040): the operator adds a member, who receives an invitation to choose a
 * password, and disables them when they leave. Each change is audited in its own transaction.
 */
export class StaffAccountsService {
  constructor(private readonly deps: StaffAccountsDeps) {}

  /** Creates the account (no usable password yet) and e-mails the invitation link. */
  async add(input: NewStaffMember, actor: Actor): Promise<UserRecord> {
    const { email, role, firstName, lastName } = validNewStaffMember(input);
    if (await new UsersRepository(this.deps.db).findByEmail(email)) throw emailTaken();
    const now = this.deps.clock.now();
    const token = generateTokenSecret();
    // A real hash of a secret nobody keeps: the account cannot be signed into until the invitation is accepted.
    const unusable = await this.deps.passwords.hash(generateTokenSecret());
    let user: UserRecord;
    try {
      user = await this.deps.db.transaction().execute(async (trx) => {
        const created = await new UsersRepository(trx).create({ firstName, lastName, email, phone: '', passwordHash: unusable, role: 'staff', staffRole: role }, now);
        await new StaffAccountsRepository(trx).createInvitation(created.id, hashTokenSecret(token), new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000), now);
        await appendAudit(trx, actor, { action: 'staff.add', subjectType: 'user', subjectId: created.id, borrowerId: null, after: { email, role, name: `${firstName} ${lastName}` } }, now);
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    // The token travels in the fragment (ADR 0033): no server or proxy log ever holds it.
    const link = `${this.deps.appUrl}/auth/staff-invitation#token=${token}`;
    try {
      await this.deps.outbox.send(staffInvitationMail(email, firstName, role, link, INVITATION_TTL_HOURS));
    } catch (error) {
      // The account stands; the operator is told, and can disable it and add it again.
      this.deps.log.error({ err: error, purpose: 'staff-invitation' }, `the invitation e-mail to ${email} could not be sent`);
    }
    return user;
  }

  /** Disables a staff account: no sign-in, every session ended, the invitation void. */
  async disable(email: string, actor: Actor): Promise<UserRecord> {
    const user = await new UsersRepository(this.deps.db).findByEmail(email);
    if (!user || user.role !== 'staff') throw new NotFound(`No staff account has the e-mail address ${normaliseEmail(email)}.`);
    const now = this.deps.clock.now();
    const disabled = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await new StaffAccountsRepository(trx).disable(user.id, now))) return false;
      await appendAudit(trx, actor, { action: 'staff.disable', subjectType: 'user', subjectId: user.id, borrowerId: null, before: { disabled_at: null }, after: { disabled_at: now.toISOString() } }, now);
      return true;
    });
    if (!disabled) throw new Conflict(`${user.email} is already disabled.`);
    return { ...user, disabledAt: now.toISOString() };
  }

  async list(): Promise<StaffAccountRecord[]> {
    return new StaffAccountsRepository(this.deps.db).list();
  }

  /**
   * POST /api/v1/staff-invitations/accept: the invited person's password (the route checks the policy).
   * An unknown, used or expired link, or a disabled account's, is one 422 on `token`.
   */
  async acceptInvitation(token: string, password: string): Promise<void> {
    const now = this.deps.clock.now();
    const passwordHash = await this.deps.passwords.hash(password);
    const accepted = await this.deps.db.transaction().execute(async (trx) => {
      const invitations = new StaffAccountsRepository(trx);
      const invitation = await invitations.invitationByTokenHash(hashTokenSecret(token));
      if (!invitation || invitation.acceptedAt !== null || Date.parse(invitation.expiresAt) <= now.getTime()) return false;
      const user = await new UsersRepository(trx).findById(invitation.userId);
      if (!user || user.disabledAt !== null || !(await invitations.acceptInvitation(invitation.id, now))) return false;
      await invitations.setPassword(user.id, passwordHash, now);
      return true;
    });
    if (!accepted) throw new ValidationFailed({ token: [INVITATION_INVALID] }, INVITATION_INVALID);
  }
}

function emailTaken(): ValidationFailed {
  return new ValidationFailed({ email: [EMAIL_TAKEN] }, EMAIL_TAKEN);
}

/** The operator's input, checked and split: a valid e-mail, one of the roles, a first and a last name. */
function validNewStaffMember(input: NewStaffMember): { email: string; role: StaffRole; firstName: string; lastName: string } {
  const errors: Record<string, string[]> = {};
  const email = normaliseEmail(input.email);
  if (!isEmail(email) || email.length > 254) errors.email = ['Give a valid e-mail address.'];
  const role = staffRoleOf(input.role);
  if (role === null) errors.role = [`The role must be one of: ${STAFF_ROLES.map((r) => `${r} (${staffRoleLabel(r)})`).join(', ')}.`];
  const [firstName = '', ...rest] = input.name.trim().split(/\s+/);
  const lastName = rest.join(' ');
  if (firstName === '' || lastName === '' || input.name.length > 200) errors.name = ['Give the first and last name, e.g. "Priya Shah".'];
  const messages = Object.values(errors).flat();
  if (messages.length > 0 || role === null) throw new ValidationFailed(errors, messages[0]);
  return { email, role, firstName, lastName };
}
