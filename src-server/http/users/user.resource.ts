import type { UserRecord } from '../../db/users.repository';

/** The wire form of a user (docs/api/wire-contract.md, UserResource). */
export interface UserResource {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: string;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  two_factor_enabled: boolean;
  /** underwriter | servicing | admin for staff (role 'staff'); null for borrowers. */
  staff_role: string | null;
  created_at: string;
}

/** Maps a user to its resource; secrets and hashes never leave through here. */
export function toUserResource(user: UserRecord): UserResource {
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
