import { Button, H1, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFeatureStore } from '../app/stores.context';
import { Pager } from '../loans/pager';
import { EmptyState } from '../shared/empty-state';
import { usePageTitle } from '../shared/page-title';
import { LetterList } from './letter-list';
import { LettersStore } from './letters.store';
import { NO_LETTERS_YET } from './loan-letters.card';

/** /dashboard/letters: every letter about every loan, newest first, a page at a time. */
export const LettersPage = observer(function LettersPage() {
  const store = useFeatureStore(LettersStore);
  usePageTitle('Letters');
  useEffect(() => {
    void store.loadAll(1);
  }, [store]);
  const page = store.all.value;
  return (
    <div className="loan-page letters-page">
      <header className="dashboard__header loan-page__header">
        <div>
          <H1 className="dashboard__title">Letters</H1>
          <p className="muted">Statements and notices about your loans. To ask for a statement, open the loan.</p>
        </div>
      </header>
      {store.all.error ? (
        <EmptyState title="We could not load your letters" description={store.all.error} action={<Button text="Try again" onClick={() => void store.loadAll(store.page)} />} />
      ) : !page ? (
        <Spinner size={32} aria-label="Loading your letters" />
      ) : page.total === 0 ? (
        <EmptyState title="No letters yet" description={NO_LETTERS_YET} />
      ) : (
        <section className="dashboard__card letters" aria-label={`Your letters, page ${page.page} of ${page.lastPage}`}>
          <LetterList letters={page.items} downloading={store.downloading} onDownload={(letter) => void store.download(letter)} showLoan headingLevel={2} />
          <Pager page={page.page} lastPage={page.lastPage} onPage={(next) => void store.loadAll(next)} label="Pages of letters" />
        </section>
      )}
    </div>
  );
});
LettersPage.displayName = 'LettersPage';
