import { STAFF_ROLES, staffRoleLabel } from '../../src-domain/back-office/staff-role';
import { ValidationFailed } from '../../src-domain/shared/errors';
import { INVITATION_TTL_HOURS, StaffAccountsService } from '../http/back-office/staff-accounts.service';
import { OPERATOR } from '../services/audit/audit-trail';
import { PasswordService } from '../services/password.service';
import { OperatorInputError, parseOptions, type LenderCommand, type OperatorContext } from './lender-command';

const USAGE = `staff add <email> --role ${STAFF_ROLES.join('|')} --name "First Last" | staff disable <email> | staff list`;

/** Staff accounts as the operator keeps them; every change is audited as the lender command's. */
export function staffAccountsService(context: OperatorContext): StaffAccountsService {
  return new StaffAccountsService({
    db: context.database.db,
    passwords: new PasswordService(context.config.passwordHashing),
    outbox: context.outbox,
    clock: context.clock,
    appUrl: context.config.appUrl,
    log: { error: (_details, message) => context.out.print(`warning: ${message}`) },
  });
}

/** A rule broken by what the operator typed, in the service's own words. */
function asInputError(error: unknown): unknown {
  return error instanceof ValidationFailed ? new OperatorInputError(Object.values(error.fields).flat().join(' ') || error.message) : error;
}

async function add(args: readonly string[], context: OperatorContext): Promise<void> {
  const { positional, options } = parseOptions(args);
  const [email] = positional;
  if (email === undefined) throw new OperatorInputError('Give the new staff member’s e-mail address.');
  if (options.role === undefined || options.name === undefined) throw new OperatorInputError('Give the role (--role) and the name (--name "First Last").');
  let user;
  try {
    user = await staffAccountsService(context).add({ email, role: options.role, name: options.name }, OPERATOR);
  } catch (error) {
    throw asInputError(error);
  }
  context.out.print(`Added ${user.firstName} ${user.lastName} <${user.email}> as ${user.staffRole} (staff member ${user.id}). An invitation to choose a password has been e-mailed; it works for ${INVITATION_TTL_HOURS} hours.`);
}

async function disable(args: readonly string[], context: OperatorContext): Promise<void> {
  const [email] = parseOptions(args).positional;
  if (email === undefined) throw new OperatorInputError('Give the staff member’s e-mail address.');
  const user = await staffAccountsService(context).disable(email, OPERATOR);
  context.out.print(`Disabled ${user.firstName} ${user.lastName} <${user.email}>: they cannot sign in, and their sessions have ended.`);
}

async function list(context: OperatorContext): Promise<void> {
  const staff = await staffAccountsService(context).list();
  context.out.table(
    staff.map((member) => ({
      id: member.id,
      name: `${member.firstName} ${member.lastName}`,
      email: member.email,
      role: staffRoleLabel(member.role),
      status: member.disabledAt !== null ? `disabled ${member.disabledAt.slice(0, 10)}` : member.invitationPending ? 'invited' : 'active',
      two_step: member.twoFactorEnabled ? 'on' : 'off',
    })),
    'No staff accounts yet. Add one with: npm run lender -- staff add <email> --role underwriter --name "First Last"',
  );
}

/** `lender staff add|disable|list` (issue 25, ADR 0040). */
export const STAFF_COMMANDS: readonly LenderCommand[] = [
  {
    name: 'staff',
    summary: 'Add a staff member (e-mailed an invitation), disable one, or list them',
    usage: USAGE,
    async run(args, context) {
      const [action, ...rest] = args;
      if (action === 'add') return add(rest, context);
      if (action === 'disable') return disable(rest, context);
      if (action === 'list') return list(context);
      throw new OperatorInputError(action === undefined ? 'Say what to do: add, disable or list.' : `There is no 'staff ${action}'.`);
    },
  },
];
