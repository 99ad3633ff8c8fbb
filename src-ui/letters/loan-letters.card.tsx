import { Button, Callout, Card, Elevation, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Loan } from '../../src-domain/loans/loan.entity';
import { useFeatureStore } from '../app/stores.context';
import { LetterList } from './letter-list';
import { LettersStore } from './letters.store';

export const NO_LETTERS_YET = 'No letters yet. We send a statement every year, and you can ask for one at any time.';

/**
 * The loan page's Letters section: the loan's letters newest first, and the two a borrower can ask
 * for at any time (a statement of account, s.77B; a settlement statement, s.97), made at once.
 */
export const LoanLettersCard = observer(function LoanLettersCard({ loan }: { loan: Loan }) {
  const store = useFeatureStore(LettersStore);
  useEffect(() => {
    void store.loadForLoan(loan.id);
  }, [store, loan.id]);

  const letters = store.loanId === loan.id ? store.loanLetters.value : null;
  const made = store.justMade;
  return (
    <Card elevation={Elevation.ONE} className="dashboard__card letters" role="region" aria-labelledby="letters-title">
      <h2 id="letters-title" className="dashboard__section-title">
        Letters
      </h2>
      <p className="muted letters__intro">Statements and notices about this loan, as PDFs to keep.</p>
      <div className="letters__actions">
        <Button
          text="Get a statement of my account"
          loading={store.requesting === 'statement'}
          disabled={store.requesting !== null && store.requesting !== 'statement'}
          onClick={() => void store.request('statement')}
        />
        {loan.status === 'active' && (
          <Button
            text="Get a settlement statement"
            loading={store.requesting === 'settlement-statement'}
            disabled={store.requesting !== null && store.requesting !== 'settlement-statement'}
            onClick={() => void store.request('settlement-statement')}
          />
        )}
      </div>
      <div aria-live="polite">
        {store.requestError && (
          <Callout intent="danger" className="letters__callout" title="We could not make your letter">
            {store.requestError}
          </Callout>
        )}
        {made && (
          <Callout intent="success" className="letters__callout letters__made" title={`Your ${made.title.toLowerCase()} is ready`}>
            {made.ready ? (
              <Button intent="primary" loading={store.downloading === made.id} onClick={() => void store.download(made)}>
                Download it (PDF)
              </Button>
            ) : (
              <p className="letters__made-text">We are putting its PDF together: it will be in the list below in a moment.</p>
            )}
          </Callout>
        )}
      </div>
      {store.loanLetters.error ? (
        <Callout intent="warning" className="letters__callout" title="We could not load your letters">
          <p>{store.loanLetters.error}</p>
          <Button text="Try again" onClick={() => void store.loadForLoan(loan.id)} />
        </Callout>
      ) : !letters ? (
        <Spinner size={24} aria-label="Loading your letters" />
      ) : letters.length === 0 ? (
        <p className="letters__empty">{NO_LETTERS_YET}</p>
      ) : (
        <LetterList letters={letters} downloading={store.downloading} onDownload={(letter) => void store.download(letter)} />
      )}
    </Card>
  );
});
LoanLettersCard.displayName = 'LoanLettersCard';
