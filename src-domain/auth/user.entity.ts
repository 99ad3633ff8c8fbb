import type { StaffRole } from '../back-office/staff-role';

/** The role carried in the `user_role` cookie. Borrowers use the portal; staff operate it. */
export type UserRole = 'borrower' | 'staff';

/** The signed-in person, as the portal needs to know them (GET /api/v1/users/me). */
export interface User {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: UserRole;
  /** ISO-8601 instant, or null while the e-mail address is unconfirmed. */
  emailVerifiedAt: string | null;
  /** ISO-8601 instant, or null while the phone number is unconfirmed. */
  phoneVerifiedAt: string | null;
  twoFactorEnabled: boolean;
  /** What a staff member does in the back office; null for borrowers. */
  staffRole: StaffRole | null;
  createdAt: string;
}

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** What the borrower still has to do before the lender can trust the account. */
export type VerificationStep = 'verify-phone' | 'verify-email';

export function pendingVerification(user: Pick<User, 'emailVerifiedAt' | 'phoneVerifiedAt'>): VerificationStep[] {
  const steps: VerificationStep[] = [];
  if (!user.phoneVerifiedAt) steps.push('verify-phone');
  if (!user.emailVerifiedAt) steps.push('verify-email');
  return steps;
}
