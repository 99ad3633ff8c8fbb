import type { IssuedToken } from '../../../src-domain/auth/session';
import type { User, UserRole } from '../../../src-domain/auth/user.entity';
import { staffRoleOf } from '../../../src-domain/back-office/staff-role';
import { isRecord } from '../../http/response-body';
import { malformed } from '../shared/wire-guards';
import type { UserResource } from './user.resource';

const ROLES: readonly string[] = ['borrower', 'staff'] satisfies readonly UserRole[];

/** Wire `UserResource` (snake_case) → domain User; throws Unexpected when the shape is wrong. */
export function toUser(value: unknown): User {
  if (!isUserResource(value)) throw malformed('user');
  return {
    id: value.id,
    firstName: value.first_name,
    lastName: value.last_name,
    email: value.email,
    phone: value.phone,
    role: value.role as UserRole,
    emailVerifiedAt: value.email_verified_at,
    phoneVerifiedAt: value.phone_verified_at,
    twoFactorEnabled: value.two_factor_enabled,
    staffRole: staffRoleOf(value.staff_role),
    createdAt: value.created_at,
  };
}

/** Domain User → wire `UserResource`. */
export function toUserResource(user: User): UserResource {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    email_verified_at: user.emailVerifiedAt,
    phone_verified_at: user.phoneVerifiedAt,
    two_factor_enabled: user.twoFactorEnabled,
    staff_role: user.staffRole,
    created_at: user.createdAt,
  };
}

/** The `data` of a register or login answer → the token and its user. */
export function toIssuedToken(data: Record<string, unknown>): IssuedToken {
  if (typeof data.token !== 'string' || data.token === '') throw malformed('token');
  return { token: data.token, user: toUser(data.user) };
}

function isUserResource(value: unknown): value is UserResource {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.first_name === 'string' &&
    typeof value.last_name === 'string' &&
    typeof value.email === 'string' &&
    typeof value.phone === 'string' &&
    typeof value.role === 'string' &&
    ROLES.includes(value.role) &&
    isNullableString(value.email_verified_at) &&
    isNullableString(value.phone_verified_at) &&
    typeof value.two_factor_enabled === 'boolean' &&
    (value.staff_role === undefined || isNullableString(value.staff_role)) &&
    typeof value.created_at === 'string'
  );
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}
