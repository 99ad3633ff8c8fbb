import {
  BankAccountIcon,
  ChatIcon,
  ClipboardIcon,
  CogIcon,
  DashboardIcon,
  DocumentIcon,
  DollarIcon,
  EnvelopeIcon,
  KeyIcon,
  NewPersonIcon,
  PersonIcon,
} from '@blueprintjs/icons';
import type { ComponentType, ReactElement } from 'react';
import { UnreadMessagesTag } from '../messages/unread-messages-tag';

/** A section of the dashboard's side navigation. */
export interface DashboardSection {
  to: string;
  label: string;
  icon: ReactElement;
  /** A small live count after the label (e.g. unread messages). */
  badge?: ComponentType;
}

/** A titled group of sections. */
export interface DashboardSectionGroup {
  title: string;
  sections: readonly DashboardSection[];
}

/** The dashboard's sections (spec §2), grouped as a borrower thinks of them. */
export const DASHBOARD_SECTIONS: readonly DashboardSectionGroup[] = [
  {
    title: 'Borrowing',
    sections: [
      { to: '/dashboard/main', label: 'Overview', icon: <DashboardIcon /> },
      { to: '/dashboard/loan-request', label: 'Apply for a loan', icon: <NewPersonIcon /> },
      { to: '/dashboard/submitted', label: 'My loan requests', icon: <ClipboardIcon /> },
      { to: '/dashboard/user-loans', label: 'My loans', icon: <BankAccountIcon /> },
      { to: '/dashboard/accounts', label: 'Accounts', icon: <DollarIcon /> },
    ],
  },
  {
    title: 'You',
    sections: [
      { to: '/dashboard/my-details', label: 'My details', icon: <PersonIcon /> },
      { to: '/dashboard/documents', label: 'Documents', icon: <DocumentIcon /> },
      { to: '/dashboard/letters', label: 'Letters', icon: <EnvelopeIcon /> },
      { to: '/dashboard/messages', label: 'Messages', icon: <ChatIcon />, badge: UnreadMessagesTag },
      { to: '/dashboard/account-settings/settings', label: 'Settings', icon: <CogIcon /> },
      { to: '/dashboard/account-settings/change-password', label: 'Change password', icon: <KeyIcon /> },
    ],
  },
];
