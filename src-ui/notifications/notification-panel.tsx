import { Button, Classes, Spinner } from '@blueprintjs/core';
import { TickCircleIcon, TickIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Notification } from '../../src-domain/notifications/notification.entity';
import { useFeatureStore } from '../app/stores.context';
import { pathTo } from './notification-link';
import { NOTIFICATION_MESSAGES as M } from './notifications.messages';
import { NotificationsStore } from './notifications.store';
import { exactTime, relativeTime } from './relative-time';

/** The current time, refreshed every `everyMs` while mounted (relative times stay true). */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Props of {@link NotificationItem}. */
export interface NotificationItemProps {
  notification: Notification;
  /** The time relative times are counted from. */
  now: Date;
  onMarkRead: (id: string) => void;
}

/**
 * One unread notification: title, text, when, and its mark-as-read button. When it is about
 * something with a page (a loan, a request, a conversation…), the text is a link there that marks
 * it read as it opens and closes the panel.
 */
export function NotificationItem({ notification, now, onMarkRead }: NotificationItemProps) {
  const path = pathTo(notification.about);
  const text = (
    <>
      <strong className="notification-item__title">{notification.title}</strong>
      {notification.body && <span className="notification-item__body">{notification.body}</span>}
      <time className="notification-item__time" dateTime={notification.createdAt} title={exactTime(notification.createdAt)}>
        {relativeTime(notification.createdAt, now)}
      </time>
    </>
  );
  return (
    <li className="notification-item">
      {path ? (
        <Link to={path} className={`notification-item__text notification-item__open ${Classes.POPOVER_DISMISS}`} onClick={() => onMarkRead(notification.id)}>
          {text}
        </Link>
      ) : (
        <div className="notification-item__text">{text}</div>
      )}
      <Button
        className="notification-item__read"
        variant="minimal"
        size="small"
        icon={<TickIcon />}
        aria-label={M.markOneRead(notification.title)}
        title="Mark as read"
        onClick={() => onMarkRead(notification.id)}
      />
    </li>
  );
}
NotificationItem.displayName = 'NotificationItem';

/** The bell's panel: the unread notifications, newest first, or why there are none. */
export const NotificationPanel = observer(function NotificationPanel() {
  const inbox = useFeatureStore(NotificationsStore);
  const headingId = useId();
  const now = useNow(30_000);
  const { unread, status, error } = inbox;

  let content;
  if (unread.length > 0) {
    content = (
      <ul className="notification-list" aria-labelledby={headingId}>
        {unread.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} now={now} onMarkRead={(id) => void inbox.markRead(id)} />
        ))}
      </ul>
    );
  } else if (status === 'error') {
    content = (
      <div className="notification-panel__state" role="alert">
        <p>{M.loadFailed}</p>
        {error && <p className="muted">{error}</p>}
        <Button size="small" onClick={() => void inbox.refresh()}>
          {M.retry}
        </Button>
      </div>
    );
  } else if (inbox.caughtUp) {
    content = (
      <div className="notification-panel__state notification-panel__state--empty">
        <TickCircleIcon size={28} className="notification-panel__empty-icon" />
        <p className="notification-panel__empty-title">{M.empty}</p>
        <p className="muted">{M.emptyDetail}</p>
      </div>
    );
  } else {
    content = (
      <div className="notification-panel__state">
        <Spinner size={24} aria-label="Loading notifications" />
      </div>
    );
  }

  return (
    <section className="notification-panel" aria-labelledby={headingId}>
      <header className="notification-panel__header">
        <h2 id={headingId} className="notification-panel__title">
          {M.title}
        </h2>
        {unread.length > 1 && (
          <Button variant="minimal" size="small" intent="primary" onClick={() => void inbox.markAllRead()}>
            {M.markAllRead}
          </Button>
        )}
      </header>
      {content}
    </section>
  );
});
NotificationPanel.displayName = 'NotificationPanel';
