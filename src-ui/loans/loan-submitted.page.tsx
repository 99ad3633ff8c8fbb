import { Callout, Card, Elevation, H1, NonIdealState, Spinner } from '@blueprintjs/core';
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

/** /dashboard/loanSubmitted: the request's reference, what happened to it and what comes next. */
export const LoanSubmittedPage = observer(function LoanSubmittedPage() {
  const form = useFeatureStore(LoanRequestForm);
  const loans = useFeatureStore(LoansStore);
  const [params] = useSearchParams();
  usePageTitle('Request sent');
  const id = Number(params.get('request'));
  useEffect(() => {
    if (!form.submitted || form.submitted.id !== id) void loans.loadRequests(null, 1);
  }, [form, loans, id]);
  const request = form.submitted?.id === id ? form.submitted : loans.requests.value?.items.find((r) => r.id === id) ?? null;

  if (!request) {
    if (loans.requests.loading || (!loans.requests.value && !loans.requests.error)) return <Spinner size={32} aria-label="Loading your request" />;
    return (
      <div className="loan-page">
        <header className="dashboard__header">
          <H1 className="dashboard__title">Your loan request</H1>
        </header>
        <NonIdealState
          title="We could not find that request"
          description="It may belong to another account, or the link is incomplete. All your requests are listed on the Requests page."
          action={<LinkButton to="/dashboard/submitted" intent="primary">See my requests</LinkButton>}
        />
      </div>
    );
  }
  const paidOut = request.status === 'disbursed';
  return (
    <div className="loan-page">
      <header className="dashboard__header">
        <H1 className="dashboard__title">{paidOut ? 'Approved: your money is on its way' : 'Thank you: we have your request'}</H1>
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
        {request.decisionReason && <p className="loan-submitted__reason">{request.decisionReason}</p>}
        <Callout intent={paidOut ? 'success' : 'primary'} className="loan-submitted__next">
          {paidOut
            ? 'We have paid the money to your bank account; it usually arrives within two hours. Your schedule is in My loans, and we will remind you before each payment.'
            : 'A member of our team will look at your request within one working day. We will tell you our decision here and by e-mail.'}
        </Callout>
        <div className="loan-submitted__actions">
          {paidOut && request.loanId ? (
            <LinkButton to={`/dashboard/user-loans/${request.loanId}`} intent="primary" large>
              See my loan and its schedule
            </LinkButton>
          ) : (
            <LinkButton to="/dashboard/submitted" intent="primary" large>
              Follow my request
            </LinkButton>
          )}
          <LinkButton to="/dashboard/main" large>
            Back to my overview
          </LinkButton>
        </div>
      </Card>
    </div>
  );
});
LoanSubmittedPage.displayName = 'LoanSubmittedPage';
