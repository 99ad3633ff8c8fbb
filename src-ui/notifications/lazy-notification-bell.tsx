import { lazy, Suspense, useEffect, useState } from 'react';
import { pageChunks } from '../app/page-chunks';
import { whenIdle } from '../app/when-idle';

const NotificationBellChunk = lazy(() => pageChunks.load(() => import('./notification-bell')).then((m) => ({ default: m.NotificationBell })));

/**
 * The bell, for signed-in navigation bars. It, its popover and the inbox behind it load once the
 * page around it has painted and the browser is idle, so neither the landing page's first load nor
 * the dashboard's first paint waits for them; a same-sized gap holds its place until then.
 */
export function LazyNotificationBell() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  const placeholder = <span className="notification-bell-placeholder" aria-hidden="true" />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationBellChunk />
    </Suspense>
  );
}
LazyNotificationBell.displayName = 'LazyNotificationBell';
