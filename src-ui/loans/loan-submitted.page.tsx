import { Callout, Card, Elevation, H1, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REQUEST_STATUS_LABELS } from '../../src-domain/loans/loan-status';
import { formatTerm } from '../../src-domain/loans/money-format';
import { useFeatureStore } from '../app/stores.context';
import { LinkButton } from '../shared/link-button';
import { usePageTitle } from '../shared/page-title';
import { LoanRequestForm, LoansStore } from './loans.store';
import { MoneyText } from './shared/money-text';
import { requestOutcome } from './request-outcome';
import { EmptyState } from '../shared/empty-state';

/** /dashboard/loanSubmitted: the request's reference, what happened to it and what comes next. */
export const LoanSubmittedPage = observer(function LoanSubmittedPage() {
  const form = useFeatureStore(LoanRequestForm);
  const loans = useFeatureStore(LoansStore);
  const [params] = useSearchParams();
  usePageTitle('Your loan request');
  const id = Number(params.get('request'));
  // The list is loaded even right after filing: a decision arriving live refreshes it, and this page with it.
  useEffect(() => {
    void loans.loadRequests(null, 1);
  }, [loans, id]);
  const listed = loans.requests.value?.items.find((r) => r.id === id) ?? null;
  const request = listed ?? (form.submitted?.id === id ? form.submitted : null);

  if (!request) {
    if (loans.requests.loading || (!loans.requests.value && !loans.requests.error)) return <Spinner size={32} aria-label="Loading your request" />;
    return (
      <div className="loan-page">
        <header className="dashboard__header">
          <H1 className="dashboard__title">Your loan request</H1>
        </header>
        <EmptyState
          title="We could not find that request"
          description="It may belong to another account, or the link is incomplete. All your requests are listed under My loan requests."
          action={<LinkButton to="/dashboard/submitted" intent="primary">See my requests</LinkButton>}
        />
      </div>
    );
  }
  const outcome = requestOutcome(request, form.submitted?.id === id);
  return (
    <div className="loan-page">
      <header className="dashboard__header">
        <H1 className="dashboard__title">{outcome.heading}</H1>
        <p className="muted">
          Reference <strong>{request.reference}</strong>. Quote it if you call us.
        </p>
      </header>
      <Card elevation={Elevation.ONE} className="dashboard__card">
        <dl className="calculator__facts">
          <div>
            <dt>Loan</dt>
            <dd>{request.productName}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>
              <MoneyText minor={request.amountMinor} currency={request.currency} />
            </dd>
          </div>
          <div>
            <dt>Term</dt>
            <dd>{formatTerm(request.term, request.termUnit)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{REQUEST_STATUS_LABELS[request.status]}</dd>
          </div>
        </dl>
        {outcome.reason && <p className="loan-submitted__reason">{outcome.reason}</p>}
        <Callout intent={outcome.intent} className="loan-submitted__next">
          {outcome.next}
        </Callout>
        <div className="loan-submitted__actions">
          <LinkButton to={outcome.action.to} intent="primary" large>
            {outcome.action.label}
          </LinkButton>
          <LinkButton to="/dashboard/main" large>
            Back to my overview
          </LinkButton>
        </div>
      </Card>
    </div>
  );
});
LoanSubmittedPage.displayName = 'LoanSubmittedPage';
