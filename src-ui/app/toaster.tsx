import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Slide, ToastContainer, toast, type ToastContent, type TypeOptions } from 'react-toastify';
import type { Notice, Notifier, NoticeKind } from './notifier';
import { useStores } from './stores.context';

/** The width below which the layout is a phone's (as in the stylesheet). */
const PHONE = '(max-width: 599px)';

/** Spec §9: display time, how many at once, and the swipe that dismisses. */
export const TOAST_OPTIONS = { autoClose: 5000, limit: 20, draggablePercent: 60 } as const;

const TYPES: Record<NoticeKind, TypeOptions> = { success: 'success', error: 'error', info: 'info', warning: 'warning' };

/** A notice's words: news as a headline over its message, anything else as the message alone. */
function contentOf(notice: Notice): ToastContent {
  if (!notice.title) return notice.message;
  return (
    <div className="toast-news">
      <strong className="toast-news__title">{notice.title}</strong>
      <span className="toast-news__message">{notice.message}</span>
    </div>
  );
}

/**
 * One toast per topic: react-toastify keeps one toast per toastId, and `update` gives the showing
 * one the newer words and a fresh timer, so the same news (said by this tab and by the live feed,
 * or a request received then approved) never stacks.
 */
function show(notifier: Notifier): void {
  for (const notice of notifier.drain()) {
    const options = { type: TYPES[notice.kind] };
    if (notice.topic !== undefined && toast.isActive(notice.topic)) toast.update(notice.topic, { ...options, render: contentOf(notice) });
    else toast(contentOf(notice), { ...options, toastId: notice.topic ?? notice.id });
  }
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
      // Bottom corner: the top holds the bars, and each page's heading and status, which a toast must not cover.
      position={window.matchMedia?.(PHONE).matches ? 'bottom-center' : 'bottom-right'}
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
