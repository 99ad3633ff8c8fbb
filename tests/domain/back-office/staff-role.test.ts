import { describe, expect, it } from 'vitest';
import { can, STAFF_ROLES, staffRoleLabel, staffRoleOf, type StaffPermission } from '../../../src-domain/back-office/staff-role';

const EVERY_PERMISSION: StaffPermission[] = [
  'queues.read',
  'borrowers.read',
  'requests.decide',
  'documents.review',
  'conversations.answer',
  'payments.record',
  'loans.settle',
  'complaints.resolve',
  'audit.read',
  'staff.manage',
];

const allowed = (role: (typeof STAFF_ROLES)[number]) => EVERY_PERMISSION.filter((permission) => can(role, permission));

describe('staff roles', () => {
  it('every role reads the queues and the borrowers', () => {
    for (const role of STAFF_ROLES) {
      expect(can(role, 'queues.read')).toBe(true);
      expect(can(role, 'borrowers.read')).toBe(true);
    }
  });

  it('an underwriter decides requests and reviews documents, and nothing of servicing or administration', () => {
    expect(allowed('underwriter')).toEqual(['queues.read', 'borrowers.read', 'requests.decide', 'documents.review']);
  });

  it('servicing answers messages, records payments, settles loans and resolves complaints, but decides no loan', () => {
    expect(allowed('servicing')).toEqual(['queues.read', 'borrowers.read', 'conversations.answer', 'payments.record', 'loans.settle', 'complaints.resolve']);
  });

  it('an admin may do everything, and only an admin reads the audit trail or manages staff', () => {
    expect(allowed('admin')).toEqual(EVERY_PERMISSION);
    expect(STAFF_ROLES.filter((role) => can(role, 'audit.read'))).toEqual(['admin']);
    expect(STAFF_ROLES.filter((role) => can(role, 'staff.manage'))).toEqual(['admin']);
  });

  it('each role has a label, and only the three role names are roles', () => {
    expect(STAFF_ROLES.map(staffRoleLabel)).toEqual(['Underwriter', 'Servicing and customer care', 'Administrator']);
    expect(staffRoleOf('servicing')).toBe('servicing');
    expect(staffRoleOf('borrower')).toBeNull();
    expect(staffRoleOf(null)).toBeNull();
  });
});
