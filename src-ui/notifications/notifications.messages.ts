/** What the inbox says, in one place. */
export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  empty: 'You’re all caught up',
  emptyDetail: 'We will let you know here when something happens on your account.',
  loadFailed: 'We could not load your notifications.',
  markReadFailed: 'We could not mark that notification as read. Please try again.',
  markAllReadFailed: 'Some notifications could not be marked as read. Please try again.',
  markAllRead: 'Mark all as read',
  retry: 'Try again',
  /** The bell's accessible name, with the count a sighted person reads on the badge. */
  bellLabel: (count: number) => (count === 0 ? 'Notifications, none unread' : `Notifications, ${count} unread`),
  markOneRead: (title: string) => `Mark “${title}” as read`,
} as const;
