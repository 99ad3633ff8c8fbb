import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { pageChunks } from '../app/page-chunks';
import { useFeatureStore } from '../app/stores.context';
import { useLatch } from '../shared/use-latch';
import { FeedbackStore } from './feedback.store';

const FeedbackDialogChunk = lazy(() => pageChunks.load(() => import('./feedback-dialog')).then((m) => ({ default: m.FeedbackDialog })));

/**
 * The feedback dialog, its code (the form and its validation) loaded when it is first opened:
 * a page that only offers it does not pay for it. Once shown it stays mounted, so it can close
 * with its animation.
 */
export const LazyFeedbackDialog = observer(function LazyFeedbackDialog() {
  const store = useFeatureStore(FeedbackStore);
  if (!useLatch(store.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackDialogChunk />
    </Suspense>
  );
});
LazyFeedbackDialog.displayName = 'LazyFeedbackDialog';
