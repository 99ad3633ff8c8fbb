import type { StaffRole } from './staff-role';

/**
 * Whether a staff member can work: `invited` until they set a password, `active`, or `disabled`
 * by the operator (`lender staff disable`).
 */
export type StaffState = 'invited' | 'active' | 'disabled';

/** One member of the lender's staff as the staff list shows them (read-only: the `lender staff` command changes them). */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  state: StaffState;
  twoFactorEnabled: boolean;
  createdAt: string;
}

export const STAFF_STATE_LABELS: Readonly<Record<StaffState, string>> = {
  invited: 'Invited, no password yet',
  active: 'Active',
  disabled: 'Disabled',
};
