import { Button, Popover, PopupKind } from '@blueprintjs/core';
import { NotificationsIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useFeatureStore } from '../app/stores.context';
import { NotificationPanel } from './notification-panel';
import { NOTIFICATION_MESSAGES } from './notifications.messages';
import { NotificationsStore } from './notifications.store';

/** A little below the bar, and never touching the edges of a phone's screen. */
const POPOVER_MODIFIERS = {
  offset: { enabled: true, options: { offset: [0, 6] as [number, number] } },
  preventOverflow: { enabled: true, options: { padding: 8 } },
};

/** What the badge shows: the count, capped so it stays round. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The bell in the navigation bar: the unread count on a badge, and the list in a popover. Its
 * accessible name carries the count, since the badge itself is hidden from screen readers.
 */
export const NotificationBell = observer(function NotificationBell() {
  const inbox = useFeatureStore(NotificationsStore);
  const count = inbox.count;
  return (
    <Popover
      content={<NotificationPanel />}
      placement="bottom-end"
      minimal
      modifiers={POPOVER_MODIFIERS}
      popupKind={PopupKind.DIALOG}
      popoverClassName="notification-popover"
      className="notification-bell-target"
      shouldReturnFocusOnClose
    >
      <Button
        className="notification-bell"
        variant="minimal"
        aria-label={NOTIFICATION_MESSAGES.bellLabel(count)}
        title={NOTIFICATION_MESSAGES.title}
        icon={
          <span className="notification-bell__icon">
            <NotificationsIcon />
            {count > 0 && (
              <span className="notification-bell__badge" aria-hidden="true">
                {badgeText(count)}
              </span>
            )}
          </span>
        }
      />
    </Popover>
  );
});
NotificationBell.displayName = 'NotificationBell';
