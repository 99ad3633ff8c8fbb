import { Button, Callout, Card, Checkbox, Elevation, FormGroup, H1, HTMLSelect, Spinner } from '@blueprintjs/core';
import { CalculatorIcon, InfoSignIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { sentenceList } from '../../src-domain/shared/sentence-list';
import { LOAN_PURPOSE_LABELS, LOAN_PURPOSES, type LoanPurpose } from '../../src-domain/loans/loan-request.dto';
import { formatMoney, formatTerm } from '../../src-domain/loans/money-format';
import { formatPercent } from '../../src-domain/loans/percent-format';
import { formatDueDay, PAY_DAY_VALUES, payDayLabel } from '../../src-domain/loans/pay-day-choice';
import { useFeatureStore } from '../app/stores.context';
import { usePageTitle } from '../shared/page-title';
import { LinkButton } from '../shared/link-button';
import type { EligibilityAnswer } from '../../src-domain/loans/loan.entity';
import { LoanRequestForm } from './loans.store';
import { MoneyText } from './shared/money-text';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { WORKING_DAY_NOTE } from './shared/working-day-note';
import { TitledCallout } from '../shared/titled-callout';
import { EmptyState } from '../shared/empty-state';
import { activeApplicationWording } from '../brand/application-wording';

const wholeNumber = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** /dashboard/loan-request: choose the loan, see the price and whether you can apply, then apply. */
/** The words of the link beside a reason, by where it leads. */
const FIX_IT: Record<string, string> = { '/dashboard/submitted': 'See my requests', '/dashboard/documents': 'Go to my documents' };

export const LoanRequestPage = observer(function LoanRequestPage() {
  const form = useFeatureStore(LoanRequestForm);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle('Apply for a loan');
  useEffect(() => {
    void form.load({ product: params.get('product'), amount: wholeNumber(params.get('amount')), term: wholeNumber(params.get('term')) });
    return () => form.dispose();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  return (
    <div className="loan-page">
      <header className="dashboard__header">
        <H1 className="dashboard__title">Apply for a loan</H1>
        <p className="muted">{activeApplicationWording.eligibilityCheck}</p>
      </header>
      {form.loadError ? (
        <EmptyState title="We could not load the form" description={form.loadError} action={<Button intent="primary" text="Try again" onClick={() => void form.load({})} />} />
      ) : form.offers === null ? (
        <div className="loan-page__loading">
          <Spinner size={32} aria-label="Loading the form" />
        </div>
      ) : (
        <RequestForm form={form} onDone={(id) => navigate(`/dashboard/loanSubmitted?request=${id}`)} />
      )}
    </div>
  );
});
LoanRequestPage.displayName = 'LoanRequestPage';

const RequestForm = observer(function RequestForm({ form, onDone }: { form: LoanRequestForm; onDone: (id: number) => void }) {
  const ids = { product: useId(), amount: useId(), term: useId(), payDay: useId(), purpose: useId(), bank: useId() };
  const offer = form.selected;
  if (!offer || !form.offers) return null;
  const { product } = offer;
  const errors = form.submission.fieldErrors;
  const quote = form.answer?.quote ?? null;
  const reasons = form.answer?.reasons ?? [];
  // What stands in the way whatever the amount (details, documents, a request already waiting) comes
  // first, above the fields, so nobody fills in the form before reading it; affordability stays by the price.
  const blockers = reasons.filter((reason) => reason.code !== 'NOT_AFFORDABLE');
  const priceReasons = reasons.filter((reason) => reason.code === 'NOT_AFFORDABLE');
  const error = (field: string) => errors[field]?.[0];
  const submit = async () => {
    if (await form.submit()) onDone(form.submitted!.id);
  };

  return (
    <form
      className="loan-request"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="loan-request__blockers" aria-live="polite">
        {blockers.length > 0 && <Reasons reasons={blockers} />}
      </div>
      <Card elevation={Elevation.ONE} className="loan-request__fields">
        <FormGroup label="Loan" labelFor={ids.product} labelInfo="(required)">
          <HTMLSelect id={ids.product} fill large value={form.alias} onChange={(e) => form.choose(e.currentTarget.value)}>
            {form.offers.map((o) => (
              <option key={o.product.alias} value={o.product.alias}>
                {o.product.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div className="loan-request__pair">
          <FormGroup label="Amount (£)" labelFor={ids.amount} labelInfo="(required)" helperText={error('amount') ?? `${formatMoney(product.minPrincipalMinor)} to ${formatMoney(product.maxPrincipalMinor)}`} intent={error('amount') ? 'danger' : 'none'}>
            <input
              id={ids.amount}
              className="bp6-input bp6-large bp6-fill"
              type="number"
              inputMode="numeric"
              min={product.minPrincipalMinor / 100}
              max={product.maxPrincipalMinor / 100}
              step={product.principalStepMinor / 100}
              value={form.amountMinor / 100}
              onChange={(e) => form.setAmount(Math.round(Number(e.currentTarget.value) * 100))}
            />
          </FormGroup>
          <FormGroup label={`Term (${product.termUnit})`} labelFor={ids.term} labelInfo="(required)" helperText={error('term') ?? `${product.minTerm} to ${formatTerm(product.maxTerm, product.termUnit)}`} intent={error('term') ? 'danger' : 'none'}>
            <input
              id={ids.term}
              className="bp6-input bp6-large bp6-fill"
              type="number"
              inputMode="numeric"
              min={product.minTerm}
              max={product.maxTerm}
              step={product.termStep}
              value={form.term}
              onChange={(e) => form.setTerm(Number(e.currentTarget.value))}
            />
          </FormGroup>
        </div>
        <FormGroup
          label="Which day of the month are you paid?"
          labelFor={ids.payDay}
          labelInfo="(required)"
          helperText={error('pay_day') ?? form.payDayProblem ?? (form.payDay && quote ? firstRepayment(product.frequency === 'single', quote.firstDueDate) : 'Your repayments fall on the day your pay arrives, or the working day before it.')}
          intent={error('pay_day') || form.payDayProblem ? 'danger' : 'none'}
        >
          <HTMLSelect id={ids.payDay} fill large value={form.payDay} onChange={(e) => form.setPayDay(e.currentTarget.value)}>
            <option value="">Choose…</option>
            {PAY_DAY_VALUES.map((value) => (
              <option key={value} value={value}>
                {payDayLabel(value)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="What is it for?" labelFor={ids.purpose} labelInfo="(required)" helperText={error('purpose')} intent={error('purpose') ? 'danger' : 'none'}>
          <HTMLSelect id={ids.purpose} fill large value={form.purpose} onChange={(e) => form.setPurpose(e.currentTarget.value as LoanPurpose | '')}>
            <option value="">Choose…</option>
            {LOAN_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {LOAN_PURPOSE_LABELS[purpose]}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {form.banks.length === 0 ? (
          <Callout intent="warning" className="loan-request__callout">
            Add the bank account the money should go to in <Link to="/dashboard/my-details">My details</Link> first.
          </Callout>
        ) : (
          <FormGroup label="Pay the money into" labelFor={ids.bank} labelInfo="(required)" helperText={error('bank_id')} intent={error('bank_id') ? 'danger' : 'none'}>
            <HTMLSelect id={ids.bank} fill large value={form.bankId ?? ''} onChange={(e) => form.setBank(e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
              {form.banks.map((bank) => (
                <option key={bank.id} value={bank.id}>
                  {bank.bankName} {bank.accountNumberMasked}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        )}
        <Checkbox
          className="loan-request__consent"
          checked={form.consent}
          onChange={(e) => form.setConsent(e.currentTarget.checked)}
          label="I have read the loan details, the total I will repay and my right to withdraw within 14 days, and I want to apply."
        />
        {error('consent') && <p className="loan-request__error">{error('consent')}</p>}
      </Card>

      <section className="loan-request__answer" aria-live="polite" aria-labelledby="answer-title">
        <Card elevation={Elevation.TWO}>
          <h2 id="answer-title" className="loan-request__answer-title">
            {quote ? (
              product.frequency === 'single' ? (
                <>
                  <MoneyText minor={quote.totalRepayableMinor} className="calculator__big" /> <span className="muted">on {formatCalendarDate(quote.finalDueDate)}</span>
                </>
              ) : (
                <>
                  <MoneyText minor={quote.regularPaymentMinor} className="calculator__big" /> <span className="muted">a month for {formatTerm(quote.term, quote.termUnit)}</span>
                </>
              )
            ) : form.payDayProblem ? (
              'Choose a pay day that suits this loan'
            ) : (
              'Working out your price…'
            )}
          </h2>
          {quote && (
            <p className="loan-request__totals">
              Total to repay <MoneyText minor={quote.totalRepayableMinor} /> · cost of credit <MoneyText minor={quote.totalCostMinor} /> · APR {formatPercent(quote.aprPercent)}%
            </p>
          )}
          {form.checkError && <Callout intent="warning">{form.checkError}</Callout>}
          {reasons.length > 0 ? (
            priceReasons.length > 0 && <Reasons reasons={priceReasons} />
          ) : (
            form.answer?.eligible && (
              <Callout intent="success">
                {form.answer.awaitingDocuments.length > 0
                  ? `You can apply for this loan. We will decide as soon as we have checked your ${sentenceList(form.answer.awaitingDocuments.map((name) => name.toLowerCase()))}, usually within one working day.`
                  : 'You can apply for this loan. We will tell you our decision straight away for most requests.'}
              </Callout>
            )
          )}
          {form.submission.error && !error('consent') && (
            <Callout intent="danger" className="loan-request__callout">
              {form.submission.error}
            </Callout>
          )}
          <TitledCallout icon={<InfoSignIcon />} title={activeApplicationWording.applyingTitle} className="loan-request__applying">
            <p>{activeApplicationWording.applying}</p>
          </TitledCallout>
          <Button type="submit" intent="primary" large fill loading={form.submission.pending} disabled={!form.answer?.eligible || form.checking}>
            Apply for {formatMoney(form.amountMinor, product.currency)}
          </Button>
          <p className="calculator__fine">Paying back early is always free. You can change your mind within 14 days of getting the money. {WORKING_DAY_NOTE}</p>
        </Card>
        <p className="calculator__representative">{offer.representativeExample}</p>
        <LinkButton to="/calculator" variant="outlined" icon={<CalculatorIcon />}>
          Compare loans in the calculator
        </LinkButton>
      </section>
    </form>
  );
});

/** The date the quote puts the (first) repayment on, with its weekday: a pay date moves off weekends and bank holidays. */
function firstRepayment(onePayment: boolean, dueDate: string): string {
  return onePayment ? `You would repay it in one payment on ${formatDueDay(dueDate)}.` : `Your first repayment would be on ${formatDueDay(dueDate)}.`;
}

/** "Before you can apply", with a link to put each thing right where there is one. */
function Reasons({ reasons }: { reasons: EligibilityAnswer['reasons'] }) {
  return (
    <TitledCallout intent="warning" title="Before you can apply" className="loan-request__reasons">
      <ul>
        {reasons.map((reason) => (
          <li key={reason.message}>
            {reason.message} {reason.action && <Link to={reason.action}>{FIX_IT[reason.action] ?? 'Add them now'}</Link>}
          </li>
        ))}
      </ul>
    </TitledCallout>
  );
}
