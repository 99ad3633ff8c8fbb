import { Button, Card, Elevation, H1, Intent, Spinner } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { ProfileRequirement } from '../../src-domain/profile/profile-completeness';
import { useFeatureStore } from '../app/stores.context';
import { usePageTitle } from '../shared/page-title';
import { CompletenessMeter } from './completeness-meter';
import { AddressDialog } from './dialogs/address-dialog';
import { BankDialog } from './dialogs/bank-dialog';
import { DetailsDialog } from './dialogs/details-dialog';
import { EmploymentDialog } from './dialogs/employment-dialog';
import { ProfileStore } from './profile.store';
import { AddressesSection } from './sections/addresses-section';
import { BanksSection } from './sections/banks-section';
import { DetailsSection } from './sections/details-section';
import { EmploymentsSection } from './sections/employments-section';
import { TitledCallout } from '../shared/titled-callout';

const EDITOR_OF: Record<ProfileRequirement, 'details' | 'address' | 'bank' | 'employment'> = {
  details: 'details',
  'home-address': 'address',
  'address-history': 'address',
  'bank-account': 'bank',
  income: 'employment',
};

/** /dashboard/my-details: the borrower's details, addresses, bank accounts and employments, and how complete they are. */
export const MyDetailsPage = observer(function MyDetailsPage() {
  const store = useFeatureStore(ProfileStore);
  usePageTitle('My details');
  useEffect(() => {
    void store.load();
  }, [store]);

  const editor = store.editor;
  const firstLoad = !store.loaded && store.status !== 'error';
  return (
    <div className="my-details">
      <header className="dashboard__header">
        <H1 className="dashboard__title">My details</H1>
        <p className="muted">What we need to know before lending: who you are, where you live, where the money goes and what you earn.</p>
      </header>

      {store.status === 'error' && (
        <TitledCallout intent={Intent.WARNING} className="dashboard__callout" title="We could not load your details">
          <p>{store.error}</p>
          <Button icon={<RefreshIcon />} onClick={() => void store.load(true)}>
            Try again
          </Button>
        </TitledCallout>
      )}

      {firstLoad ? (
        <div className="page-loading" role="status" aria-live="polite">
          <Spinner size={32} aria-label="Loading your details" />
        </div>
      ) : (
        store.loaded && (
          <>
            <Card elevation={Elevation.ONE} className="dashboard__card profile-meter" aria-labelledby="meter-title" role="region">
              <div className="dashboard__card-head">
                <h2 id="meter-title">Profile completeness</h2>
              </div>
              <CompletenessMeter completeness={store.completeness} onAdd={(key) => store.open(EDITOR_OF[key], key === 'income' ? (store.profile.employments[0]?.id ?? null) : null)} />
            </Card>
            <div className="profile-sections">
              <DetailsSection store={store} />
              <AddressesSection store={store} />
              <BanksSection store={store} />
              <EmploymentsSection store={store} />
            </div>
          </>
        )
      )}

      {editor?.kind === 'details' && <DetailsDialog store={store} />}
      {editor?.kind === 'address' && <AddressDialog key={editor.id ?? 'new'} store={store} id={editor.id} />}
      {editor?.kind === 'bank' && <BankDialog key={editor.id ?? 'new'} store={store} id={editor.id} />}
      {editor?.kind === 'employment' && <EmploymentDialog key={editor.id ?? 'new'} store={store} id={editor.id} />}
    </div>
  );
});
MyDetailsPage.displayName = 'MyDetailsPage';
