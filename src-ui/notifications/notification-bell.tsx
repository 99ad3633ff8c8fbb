import { Button, PopoverNext, PopupKind, type MiddlewareConfig } from '@blueprintjs/core';
import { NotificationsIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useFeatureStore } from '../app/stores.context';
import { NotificationPanel } from './notification-panel';
import { NOTIFICATION_MESSAGES } from './notifications.messages';
import { NotificationsStore } from './notifications.store';

/** A little below the bar, and never touching the edges of a phone's screen. */
const POPOVER_MIDDLEWARE: MiddlewareConfig = {
  offset: { mainAxis: 6 },
  shift: { padding: 8 },
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
    <PopoverNext
      content={<NotificationPanel />}
      placement="bottom-end"
      arrow={false}
      animation="minimal"
      middleware={POPOVER_MIDDLEWARE}
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
    </PopoverNext>
  );
});
NotificationBell.displayName = 'NotificationBell';
