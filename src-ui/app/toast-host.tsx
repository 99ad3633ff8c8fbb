import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';
import { useStores } from './stores.context';

const LazyToaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Mounts the toaster in idle time, or at once when a notice is waiting, so it never delays first paint. */
export const ToastHost = observer(function ToastHost() {
  const { notifier } = useStores();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && notifier.pending.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
});
ToastHost.displayName = 'ToastHost';
