import { Button, Card, Elevation, Intent, Spinner } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFeatureStore } from '../app/stores.context';
import { LinkButton } from '../shared/link-button';
import { CompletenessMeter } from './completeness-meter';
import { ProfileStore } from './profile.store';

/** The completeness meter as a dashboard card, with the way to /dashboard/my-details. */
export const ProfileCompletenessCard = observer(function ProfileCompletenessCard() {
  const store = useFeatureStore(ProfileStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const complete = store.loaded && store.completeness.complete;
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card profile-meter" aria-labelledby="dashboard-meter-title" role="region">
      <div className="dashboard__card-head">
        <h2 id="dashboard-meter-title">Your profile</h2>
        {store.status === 'loading' && (
          <span className="muted dashboard__checking" role="status">
            <Spinner size={16} /> Loading…
          </span>
        )}
      </div>
      {store.status === 'error' && (
        <p className="muted">
          {store.error}{' '}
          <Button size="small" variant="minimal" icon={<RefreshIcon />} onClick={() => void store.load(true)}>
            Try again
          </Button>
        </p>
      )}
      {store.loaded && (
        <CompletenessMeter
          completeness={store.completeness}
          action={
            <LinkButton to="/dashboard/my-details" intent={complete ? Intent.NONE : Intent.PRIMARY} variant={complete ? 'outlined' : 'solid'} className="profile-meter__action">
              {complete ? 'Review my details' : 'Complete my details'}
            </LinkButton>
          }
        />
      )}
    </Card>
  );
});
ProfileCompletenessCard.displayName = 'ProfileCompletenessCard';
