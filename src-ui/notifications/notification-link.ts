import type { NotificationSubject } from '../../src-domain/notifications/notification-subject';

/** The page that shows what a notification is about, or null when there is none. */
export function pathTo(subject: NotificationSubject | null): string | null {
  switch (subject?.kind) {
    case 'loan':
      return `/dashboard/user-loans/${subject.loanId}`;
    case 'loan-request':
      return `/dashboard/loanSubmitted?request=${subject.requestId}`;
    case 'offer':
      return `/dashboard/offers/${subject.offerId}`;
    case 'conversation':
      return `/dashboard/messages/${subject.threadId}`;
    case 'documents':
      return '/dashboard/documents';
    case 'profile':
      return '/dashboard/my-details';
    case 'account-security':
      return '/dashboard/account-settings/settings';
    default:
      return null;
  }
}
