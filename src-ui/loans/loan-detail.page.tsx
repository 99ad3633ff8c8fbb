import { Button, Callout, Card, Elevation, H1, HTMLTable, SegmentedControl, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatTerm } from '../../src-domain/loans/money-format';
import { todayIso } from '../../src-domain/profile/profile-dates';
import { formatPercent } from '../../src-domain/loans/percent-format';
import { formatRate } from '../../src-domain/loans/rate-format';
import { useFeatureStore, useStores } from '../app/stores.context';
import { LinkButton } from '../shared/link-button';
import { usePageTitle } from '../shared/page-title';
import { LoansStore } from './loans.store';
import { downloadScheduleCalendar, downloadScheduleCsv } from './schedule-downloads';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { DayMonthYear } from '../shared/day-month-year';
import { MoneyText } from './shared/money-text';
import { WORKING_DAY_NOTE } from './shared/working-day-note';
import { ScheduleChart } from './shared/schedule-chart';
import { InstalmentStatusTag, LoanStatusTag } from './status-tag';
import { EmptyState } from '../shared/empty-state';
import { HowYouPayCard } from './how-you-pay.card';
import { DirectDebitCard } from './direct-debit.card';
import { MissedPaymentCallout } from './missed-payment.callout';
import { ChangeYourMindCard } from './change-your-mind.card';
import { DocumentIcon } from '@blueprintjs/icons';
import { formatMessageTime } from '../../src-domain/messages/message-time';
import { LoanLettersCard } from '../letters/loan-letters.card';
import { RepaymentStore } from './repayment.store';
import { TodayPositionCard } from './today-position.card';
import { RefundLines } from './refund-lines';

/** "12 December 2026 at 14:03", in UK time whatever the reader's zone. */
export function formatSignedAt(iso: string): string {
  return formatMessageTime(iso).replace(', ', ' at ');
}

type ScheduleView = 'all' | 'pending' | 'paid';
const VIEW_NAMES: Record<ScheduleView, string> = { all: 'all payments', pending: 'payments still to make', paid: 'payments made' };

/** /dashboard/user-loans/{id}: one loan, its schedule, downloads, and what settling it early would cost. */
export const LoanDetailPage = observer(function LoanDetailPage() {
  const store = useFeatureStore(LoansStore);
  const { notifier } = useStores();
  const { id } = useParams();
  const loanId = Number(id);
  const [today] = useState(() => todayIso());
  const [date, setDate] = useState(today);
  const [shown, setShown] = useState<ScheduleView>('all');
  const repayment = useFeatureStore(RepaymentStore);
  usePageTitle('Loan details');
  useEffect(() => {
    void store.loadLoan(loanId);
    void repayment.load(loanId);
  }, [store, repayment, loanId]);

  const detail = store.detail.value?.loan.id === loanId ? store.detail.value : null;
  if (store.detail.error) {
    return (
      <EmptyState
        title="We could not show this loan"
        description={store.detail.error === 'Not found.' ? 'There is no loan with this number in your account.' : store.detail.error}
        action={<LinkButton to="/dashboard/user-loans">Back to my loans</LinkButton>}
      />
    );
  }
  if (!detail) return <Spinner size={32} aria-label="Loading the loan" />;
  const { loan, schedule } = detail;
  const settlement = store.settlement.value;
  const paidCount = schedule.filter((row) => row.status === 'paid').length;
  const rows = schedule.filter((row) => shown === 'all' || (shown === 'paid') === (row.status === 'paid'));
  const run = (task: () => Promise<void>) => () => void task().catch(() => notifier.error('The file could not be made. Please try again.'));

  return (
    <div className="loan-page">
      <header className="dashboard__header loan-page__header">
        <div>
          <H1 className="dashboard__title">
            {loan.productName} <LoanStatusTag status={loan.status} />
          </H1>
          <p className="muted">
            Loan {loan.reference} · <MoneyText minor={loan.principalMinor} currency={loan.currency} /> over {formatTerm(loan.term, loan.termUnit)} at {formatRate(loan.annualRate)}% a year fixed (APR{' '}
            {formatPercent(loan.apr)}%) · paid out {formatCalendarDate(loan.disbursedAt.slice(0, 10))}
          </p>
        </div>
        <LinkButton to="/dashboard/user-loans">All my loans</LinkButton>
      </header>
      <MissedPaymentCallout loan={loan} />
      {loan.agreement && (
        <Card elevation={Elevation.ONE} className="dashboard__card loan-agreement">
          <div>
            <h2 className="dashboard__section-title">Your agreement</h2>
            <p className="muted loan-agreement__signed">Signed on {formatSignedAt(loan.agreement.signedAt)}</p>
          </div>
          <Button icon={<DocumentIcon />} loading={store.downloadingAgreement} onClick={() => void store.downloadAgreement(loan)}>
            Your agreement (PDF)
          </Button>
        </Card>
      )}

      <Card elevation={Elevation.ONE} className="dashboard__card">
        <dl className="calculator__facts">
          <div>
            <dt>Left to repay (principal)</dt>
            <dd>
              <MoneyText minor={loan.balanceMinor} currency={loan.currency} />
            </dd>
          </div>
          <div>
            <dt>{loan.nextDue?.status === 'overdue' ? 'Payment missed' : 'Next payment'}</dt>
            <dd>{loan.nextDue ? <><MoneyText minor={loan.nextDue.amountMinor} currency={loan.currency} /> on {formatCalendarDate(loan.nextDue.dueDate)}</> : 'None: repaid'}</dd>
          </div>
          <div>
            <dt>Paid so far</dt>
            <dd>
              <MoneyText minor={loan.paidTotalMinor} currency={loan.currency} /> of <MoneyText minor={loan.totalRepayableMinor} currency={loan.currency} />
            </dd>
          </div>
        </dl>
      </Card>

      <TodayPositionCard store={repayment} loanId={loan.id} reference={loan.reference} currency={loan.currency} active={loan.status === 'active'} />
      <RefundLines refunds={repayment.position.value?.loanId === loan.id ? repayment.position.value.refunds : undefined} />

      <ChangeYourMindCard loan={loan} today={today} />

      {loan.status === 'active' && (
        <Card elevation={Elevation.ONE} className="dashboard__card settle">
          <h2 className="dashboard__section-title">Pay it all back early</h2>
          <p>Paying back early is always free: you pay what you still owe and the interest up to that day, nothing more.</p>
          <form
            className="settle__form"
            onSubmit={(event) => {
              event.preventDefault();
              void store.quoteSettlement(loan.id, date);
            }}
          >
            <fieldset className="bp6-form-group date-parts settle__date">
              <legend className="bp6-label date-parts__legend">Settle on</legend>
              <DayMonthYear value={date} onChange={setDate} />
            </fieldset>
            <Button type="submit" large loading={store.settlement.loading} text="Work out the amount" />
          </form>
          {store.settlement.error && <Callout intent="warning">{store.settlement.error}</Callout>}
          {settlement && (
            <p className="settle__answer" aria-live="polite">
              To settle on {formatCalendarDate(settlement.asOf)}, pay <strong><MoneyText minor={settlement.totalMinor} currency={loan.currency} /></strong>: <MoneyText minor={settlement.outstandingPrincipalMinor} currency={loan.currency} /> still owed plus{' '}
              <MoneyText minor={settlement.accruedInterestMinor} currency={loan.currency} /> interest{settlement.feesDueMinor > 0 && <> and <MoneyText minor={settlement.feesDueMinor} currency={loan.currency} /> fees</>}. Send it as shown under How you pay.
            </p>
          )}
        </Card>
      )}
      {loan.status === 'active' && <HowYouPayCard loanReference={loan.reference} />}
      <DirectDebitCard loan={loan} />
      <LoanLettersCard loan={loan} />

      <section className="dashboard__card" aria-labelledby="schedule-title">
        <div className="loan-page__header">
          <h2 id="schedule-title" className="dashboard__section-title">
            Your payments
          </h2>
          <div className="loan-detail__downloads">
            <Button text="Download (CSV)" onClick={run(() => downloadScheduleCsv(loan, schedule))} />
            {loan.status === 'active' && <Button text="Add to my calendar" onClick={run(() => downloadScheduleCalendar(loan, schedule))} />}
          </div>
        </div>
        <ScheduleChart instalments={schedule} currency={loan.currency} paidCount={paidCount} />
        <SegmentedControl
          className="loan-detail__views"
          aria-label="Which payments to show"
          options={[
            { value: 'all', label: `All (${schedule.length})` },
            { value: 'pending', label: `Still to pay (${schedule.length - paidCount})` },
            { value: 'paid', label: `Paid (${paidCount})` },
          ]}
          value={shown}
          onValueChange={(value) => setShown(value as ScheduleView)}
        />
        <p className="muted loan-detail__note">{WORKING_DAY_NOTE}</p>
        <div className="schedule-table__scroll" tabIndex={0} role="region" aria-label={`Payment schedule: ${VIEW_NAMES[shown]}`}>
          <HTMLTable compact striped className="schedule-table__table">
            <thead>
              <tr>
                <th scope="col" className="schedule-table__detail">No.</th>
                <th scope="col">Due</th>
                <th scope="col" className="num">Amount</th>
                <th scope="col" className="num schedule-table__detail">Interest</th>
                <th scope="col" className="num schedule-table__detail">Principal</th>
                <th scope="col" className="num">Left after</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={7} className="muted">
                    {shown === 'paid' ? 'No payments made yet. Your first is due on ' + formatCalendarDate(schedule[0].dueDate) + '.' : 'Nothing left to pay: this loan is repaid.'}
                  </td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="schedule-table__detail">{row.number}</td>
                  <td>{formatCalendarDate(row.dueDate, 'short')}</td>
                  <td className="num"><MoneyText minor={row.paymentMinor + row.feeMinor} currency={loan.currency} pence="always" /></td>
                  <td className="num schedule-table__detail"><MoneyText minor={row.interestMinor} currency={loan.currency} pence="always" /></td>
                  <td className="num schedule-table__detail"><MoneyText minor={row.principalMinor} currency={loan.currency} pence="always" /></td>
                  <td className="num"><MoneyText minor={row.balanceAfterMinor} currency={loan.currency} pence="always" /></td>
                  <td><InstalmentStatusTag status={row.status} /></td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </section>
    </div>
  );
});
LoanDetailPage.displayName = 'LoanDetailPage';
