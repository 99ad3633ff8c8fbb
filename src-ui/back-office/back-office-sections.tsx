import { ChatIcon, DocumentIcon, HistoryIcon, HomeIcon, InboxIcon, LockIcon, PeopleIcon, SearchIcon, WarningSignIcon, ErrorIcon, UndoIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { can, type StaffPermission, type StaffRole } from '../../src-domain/back-office/staff-role';
import type { QueueName } from '../../src-domain/back-office/queue.entities';

/** One link of the back office's navigation. */
export interface BackOfficeSection {
  to: string;
  label: string;
  icon: ReactNode;
  /** What the staff member's role must allow for the link to show (the server refuses the rest anyway). */
  permission: StaffPermission | null;
  /** The queue whose count the link shows. */
  queue?: QueueName;
}

/** The queues, in the order they are worked. */
export const QUEUE_SECTIONS: readonly (BackOfficeSection & { queue: QueueName; description: string })[] = [
  { to: '/back-office/requests', label: 'Loan requests', icon: <InboxIcon />, permission: 'queues.read', queue: 'requests', description: 'awaiting a decision' },
  { to: '/back-office/documents', label: 'Documents', icon: <DocumentIcon />, permission: 'queues.read', queue: 'documents', description: 'awaiting review' },
  { to: '/back-office/conversations', label: 'Conversations', icon: <ChatIcon />, permission: 'queues.read', queue: 'conversations', description: 'awaiting an answer' },
  { to: '/back-office/complaints', label: 'Complaints', icon: <ErrorIcon />, permission: 'queues.read', queue: 'complaints', description: 'open' },
  { to: '/back-office/arrears', label: 'Arrears', icon: <WarningSignIcon />, permission: 'queues.read', queue: 'arrears', description: 'loans with missed payments' },
  { to: '/back-office/refunds', label: 'Refunds due', icon: <UndoIcon />, permission: 'payments.record', queue: 'refunds', description: 'money to send back' },
];

/** The navigation's groups. */
export const BACK_OFFICE_SECTIONS: readonly { title: string; sections: readonly BackOfficeSection[] }[] = [
  { title: 'Work', sections: [{ to: '/back-office', label: 'Today', icon: <HomeIcon />, permission: 'queues.read' }, ...QUEUE_SECTIONS] },
  {
    title: 'Records',
    sections: [
      { to: '/back-office/borrowers', label: 'Find a borrower', icon: <SearchIcon />, permission: 'borrowers.read' },
      { to: '/back-office/audit', label: 'Audit trail', icon: <HistoryIcon />, permission: 'audit.read' },
      { to: '/back-office/staff', label: 'Staff', icon: <PeopleIcon />, permission: 'staff.manage' },
    ],
  },
  { title: 'You', sections: [{ to: '/back-office/security', label: 'Two-step sign-in', icon: <LockIcon />, permission: null }] },
];

/** The sections `role` may open; before two-step sign-in is on, only the security page. */
export function visibleSections(role: StaffRole | null, twoFactorOn: boolean): { title: string; sections: BackOfficeSection[] }[] {
  return BACK_OFFICE_SECTIONS.map((group) => ({
    title: group.title,
    sections: group.sections.filter((section) => (section.permission === null ? true : twoFactorOn && role !== null && can(role, section.permission))),
  })).filter((group) => group.sections.length > 0);
}
