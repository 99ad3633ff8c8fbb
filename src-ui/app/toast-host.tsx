import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useLatch } from '../shared/use-latch';
import { useStores } from './stores.context';

const LazyToaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the toaster with the first notice and keeps it: a visitor who is never told anything
 * never downloads it (react-toastify, ~10 KB gzip).
 */
export const ToastHost = observer(function ToastHost() {
  const { notifier } = useStores();
  if (!useLatch(notifier.pending.length > 0)) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
});
ToastHost.displayName = 'ToastHost';
