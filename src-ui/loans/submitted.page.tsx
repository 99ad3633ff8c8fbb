import { Button, Card, Elevation, H1, SegmentedControl, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { LoanRequest } from '../../src-domain/loans/loan.entity';
import { LOAN_PURPOSE_LABELS, type LoanPurpose } from '../../src-domain/loans/loan-request.dto';
import { canWithdraw } from '../../src-domain/loans/loan-status';
import { formatTerm } from '../../src-domain/loans/money-format';
import { formatPercent } from '../../src-domain/loans/percent-format';
import { useFeatureStore } from '../app/stores.context';
import { LinkButton } from '../shared/link-button';
import { usePageTitle } from '../shared/page-title';
import { LoansStore } from './loans.store';
import { Pager } from './pager';
import { MoneyText } from './shared/money-text';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { RequestStatusTag } from './status-tag';
import { EmptyState } from '../shared/empty-state';
import { WithdrawRequestDialog } from './withdraw-request.dialog';
import { openOffer } from './request-outcome';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Waiting' },
  { value: 'disbursed', label: 'Paid out' },
  { value: 'declined', label: 'Declined' },
  { value: 'withdrawn', label: 'Withdrawn' },
];

/** A filter's name inside a sentence ("No declined requests"). */
const FILTER_NAMES: Record<string, string> = { open: 'waiting', disbursed: 'paid-out', declined: 'declined', withdrawn: 'withdrawn' };

const PAGE_TITLE_ID = 'loan-requests-title';
const requestTitleId = (request: LoanRequest) => `loan-request-${request.id}-title`;

/** /dashboard/submitted: every loan request with its status and reasons; open ones can be withdrawn. */
export const SubmittedPage = observer(function SubmittedPage() {
  const store = useFeatureStore(LoansStore);
  usePageTitle('My loan requests');
  useEffect(() => {
    void store.loadRequests(null, 1);
  }, [store]);
  const page = store.requests.value;
  const [confirming, setConfirming] = useState<LoanRequest | null>(null);
  const withdrawn = useRef<LoanRequest | null>(null);
  const withdraw = async (request: LoanRequest) => {
    if (!(await store.withdraw(request))) return; // the dialog stays open under the error toast, to try again or keep it
    withdrawn.current = request;
    setConfirming(null);
  };
  // Its Withdraw button is gone, so the focus goes to the request (now marked Withdrawn), or to the page's title when a filter hid it.
  const focusAfterWithdrawal = () => {
    const request = withdrawn.current;
    withdrawn.current = null;
    if (request) (document.getElementById(requestTitleId(request)) ?? document.getElementById(PAGE_TITLE_ID))?.focus();
  };
  return (
    <div className="loan-page">
      <header className="dashboard__header loan-page__header">
        <div>
          <H1 className="dashboard__title" id={PAGE_TITLE_ID} tabIndex={-1}>
            My loan requests
          </H1>
          <p className="muted">What you asked for, and what we decided and why.</p>
        </div>
        <LinkButton to="/dashboard/loan-request" intent="primary">
          Apply for a loan
        </LinkButton>
      </header>
      <SegmentedControl
        className="loan-page__filter"
        options={FILTERS}
        value={store.requestFilter ?? 'all'}
        onValueChange={(value) => void store.loadRequests(value === 'all' ? null : value, 1)}
      />
      {store.requests.error ? (
        <EmptyState title="We could not load your requests" description={store.requests.error} action={<Button text="Try again" onClick={() => void store.loadRequests()} />} />
      ) : !page ? (
        <Spinner size={32} aria-label="Loading your requests" />
      ) : page.items.length === 0 ? (
        store.requestFilter ? (
          <EmptyState
            title={`No ${FILTER_NAMES[store.requestFilter] ?? 'such'} requests`}
            description="None of your requests is in this state."
            action={<Button text="Show all my requests" onClick={() => void store.loadRequests(null, 1)} />}
          />
        ) : (
          <EmptyState
            title="No loan requests yet"
            description="When you apply for a loan, you can follow it here."
            action={<LinkButton to="/calculator">See what a loan would cost</LinkButton>}
          />
        )
      ) : (
        <ul className="request-list" aria-busy={store.requests.loading}>
          {page.items.map((request) => (
            <li key={request.id}>
              <Card elevation={Elevation.ONE} className="request-card">
                <div className="request-card__head">
                  <h2 className="request-card__title" id={requestTitleId(request)} tabIndex={-1}>
                    {request.productName}: <MoneyText minor={request.amountMinor} currency={request.currency} /> over {formatTerm(request.term, request.termUnit)}
                  </h2>
                  <RequestStatusTag status={request.status} />
                </div>
                <p className="muted request-card__meta">
                  Request {request.reference} · asked on {formatCalendarDate(request.createdAt.slice(0, 10))} · {LOAN_PURPOSE_LABELS[request.purpose as LoanPurpose] ?? request.purpose} · quoted{' '}
                  <MoneyText minor={request.quote.regularPaymentMinor} currency={request.currency} />
                  {request.termUnit === 'months' ? ' a month' : ''}, APR {formatPercent(request.quote.apr)}%
                </p>
                <OfferLine request={request} />
                {request.decisionReason && !openOffer(request) && <p className="request-card__reason">{request.decisionReason}</p>}
                <div className="request-card__actions">
                  {request.loanId && (
                    <LinkButton to={`/dashboard/user-loans/${request.loanId}`} small>
                      See the loan
                    </LinkButton>
                  )}
                  {canWithdraw(request.status) && (
                    <Button text="Withdraw this request" onClick={() => setConfirming(request)} />
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {page && <Pager page={page.page} lastPage={page.lastPage} onPage={(n) => void store.loadRequests(store.requestFilter, n)} label="Pages of requests" />}
      <WithdrawRequestDialog
        request={confirming}
        pending={confirming !== null && store.withdrawing === confirming.id}
        onCancel={() => setConfirming(null)}
        onConfirm={(request) => void withdraw(request)}
        onClosed={focusAfterWithdrawal}
      />
    </div>
  );
});
SubmittedPage.displayName = 'SubmittedPage';

/** An approved request's open offer: what to do to get the money, until when, and the way there. */
export function OfferLine({ request }: { request: LoanRequest }) {
  const offer = openOffer(request);
  if (!offer) return null;
  return (
    <div className="request-card__offer">
      <p className="request-card__reason">
        <strong>Approved — read and sign your agreement to get the money.</strong> The offer is valid until {offer.validUntil}.
      </p>
      <LinkButton to={offer.path} intent="primary">
        Read and sign
      </LinkButton>
    </div>
  );
}
