import { Button, Card, Elevation } from '@blueprintjs/core';
import { ChatIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useFeatureStore } from '../app/stores.context';
import { FeedbackStore } from './feedback.store';
import { LazyFeedbackDialog } from './lazy-feedback-dialog';

/** A dashboard card that opens the feedback dialog. */
export const FeedbackCard = observer(function FeedbackCard() {
  const store = useFeatureStore(FeedbackStore);
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card feedback-card">
      <span className="next-steps__icon">
        <ChatIcon size={20} />
      </span>
      <div className="feedback-card__text">
        <h2>How are we doing?</h2>
        <p className="muted">A comment, an idea or a complaint: tell us and we will act on it.</p>
      </div>
      <Button variant="outlined" onClick={() => store.open()}>
        Send feedback
      </Button>
      <LazyFeedbackDialog />
    </Card>
  );
});
FeedbackCard.displayName = 'FeedbackCard';
