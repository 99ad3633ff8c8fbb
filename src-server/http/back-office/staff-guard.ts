import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { can, type StaffPermission } from '../../../src-domain/back-office/staff-role';
import { Unauthenticated } from '../../../src-domain/shared/errors';
import type { UserRecord } from '../../db/users.repository';
import type { StaffActor } from '../../services/audit/audit-trail';
import { forbiddenBecause } from '../http-error';
import { authenticated } from '../plugins/bearer-auth.plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a back-office route needs (set by `staffRoute`), so inventories and tests can read it. */
    staffPermission?: StaffPermission;
  }
}

/** The words of the guard's refusals; the codes are the contract (docs/design/back-office.md §1). */
export const STAFF_REFUSALS = {
  not_staff: 'The back office is for the lender’s staff.',
  two_factor_required: 'Turn on two-step sign-in to use the back office.',
  role_not_allowed: 'Your role does not allow this.',
} as const;

/**
 * The preHandlers of a back-office route: a signed-in user (401), who is staff (403 not_staff), not
 * disabled (401), with two-step sign-in on (403 two_factor_required) and a role that may do
 * `permission` (403 role_not_allowed). The order tells a person the first thing to fix.
 */
export function requireStaff(app: FastifyInstance, permission: StaffPermission): preHandlerHookHandler[] {
  const check = async (request: FastifyRequest): Promise<void> => {
    assertStaffMay(authenticated(request).user, permission);
  };
  return [app.requireUser as preHandlerHookHandler, check as preHandlerHookHandler];
}

/**
 * Route options for a back-office route, to spread into the route's options:
 * `app.get(path, staffRoute(app, 'queues.read'), handler)`. The permission rides on the route's config
 * so the route matrix test can check every route against the permission table.
 */
export function staffRoute(app: FastifyInstance, permission: StaffPermission): { preHandler: preHandlerHookHandler[]; config: { staffPermission: StaffPermission } } {
  return { preHandler: requireStaff(app, permission), config: { staffPermission: permission } };
}

/** Refuses `user` unless they are enabled staff with 2FA on whose role grants `permission`. */
export function assertStaffMay(user: UserRecord, permission: StaffPermission): void {
  if (user.role !== 'staff' || user.staffRole === null) throw forbiddenBecause('not_staff', STAFF_REFUSALS.not_staff);
  // Disabling deletes the tokens and bearer auth refuses a disabled account; this holds even if one slipped through.
  if (user.disabledAt !== null) throw new Unauthenticated();
  if (!user.twoFactorEnabled) throw forbiddenBecause('two_factor_required', STAFF_REFUSALS.two_factor_required);
  if (!can(user.staffRole, permission)) throw forbiddenBecause('role_not_allowed', STAFF_REFUSALS.role_not_allowed);
}

/** The staff member behind a request that passed `requireStaff`, as the audit trail records them. */
export function staffActorOf(request: FastifyRequest): StaffActor {
  const { user } = authenticated(request);
  if (user.staffRole === null) throw forbiddenBecause('not_staff', STAFF_REFUSALS.not_staff);
  return {
    kind: 'staff',
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    role: user.staffRole,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  };
}
