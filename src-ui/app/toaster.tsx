import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Slide, ToastContainer, toast, type TypeOptions } from 'react-toastify';
import type { Notifier, NoticeKind } from './notifier';
import { useStores } from './stores.context';

/** The width below which the layout is a phone's (as in the stylesheet). */
const PHONE = '(max-width: 599px)';

/** Spec §9: display time, how many at once, and the swipe that dismisses. */
export const TOAST_OPTIONS = { autoClose: 5000, limit: 20, draggablePercent: 60 } as const;

const TYPES: Record<NoticeKind, TypeOptions> = { success: 'success', error: 'error', info: 'info', warning: 'warning' };

function show(notifier: Notifier): void {
  for (const notice of notifier.drain()) toast(notice.message, { type: TYPES[notice.kind], toastId: notice.id });
}

/** The toast container; loaded after first paint. It drains the notifier into react-toastify. */
export const Toaster = observer(function Toaster() {
  const { notifier, ui } = useStores();
  useEffect(() => {
    // A tick later: the container registers itself in an effect too, and toasts handed to a
    // container that is then re-mounted (StrictMode) are dropped. A notice waiting when the
    // toaster first loads (e.g. the e-mail link's landing) must survive that.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = reaction(
      () => notifier.pending.length,
      () => {
        clearTimeout(timer);
        timer = setTimeout(() => show(notifier), 0);
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [notifier]);
  return (
    <ToastContainer
      // On a phone the header's bell, menu and account sit at the top: toasts come up from the bottom there.
      position={window.matchMedia?.(PHONE).matches ? 'bottom-center' : 'top-right'}
      autoClose={TOAST_OPTIONS.autoClose}
      limit={TOAST_OPTIONS.limit}
      draggable
      draggablePercent={TOAST_OPTIONS.draggablePercent}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      pauseOnHover
      transition={Slide}
      theme={ui.isDark ? 'dark' : 'light'}
    />
  );
});
Toaster.displayName = 'Toaster';
