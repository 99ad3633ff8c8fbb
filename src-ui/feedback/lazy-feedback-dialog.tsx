import { lazy, Suspense, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { pageChunks } from '../app/page-chunks';
import { useFeatureStore } from '../app/stores.context';
import { FeedbackStore } from './feedback.store';

const FeedbackDialogChunk = lazy(() => pageChunks.load(() => import('./feedback-dialog')).then((m) => ({ default: m.FeedbackDialog })));

/**
 * The feedback dialog, its code (the form and its validation) loaded when it is first opened:
 * a page that only offers it does not pay for it. Once shown it stays mounted, so it can close
 * with its animation.
 */
export const LazyFeedbackDialog = observer(function LazyFeedbackDialog() {
  const store = useFeatureStore(FeedbackStore);
  const opened = useRef(false);
  if (store.isOpen) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackDialogChunk />
    </Suspense>
  );
});
LazyFeedbackDialog.displayName = 'LazyFeedbackDialog';
