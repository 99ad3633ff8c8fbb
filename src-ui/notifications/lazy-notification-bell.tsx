import { lazy, Suspense } from 'react';
import { pageChunks } from '../app/page-chunks';

const NotificationBellChunk = lazy(() => pageChunks.load(() => import('./notification-bell')).then((m) => ({ default: m.NotificationBell })));

/**
 * The bell, for signed-in navigation bars. It and its popover load on their own, so neither the
 * landing page's first load nor the dashboard shell waits for them; a same-sized gap holds its place.
 */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<span className="notification-bell-placeholder" aria-hidden="true" />}>
      <NotificationBellChunk />
    </Suspense>
  );
}
LazyNotificationBell.displayName = 'LazyNotificationBell';
