import { Button, Callout, Card, Elevation, FormGroup, Radio, RadioGroup, Slider, Spinner, Tag, type HandleHtmlProps } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isShortTerm } from '../../src-domain/loans/loan-product.entity';
import { formatMoney, formatTerm } from '../../src-domain/loans/money-format';
import { formatRate } from '../../src-domain/loans/rate-format';
import { formatPercent } from '../../src-domain/loans/percent-format';
import { useFeatureStore, useStores } from '../app/stores.context';
import { CostSplit } from '../loans/shared/cost-split';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { MoneyText } from '../loans/shared/money-text';
import { ScheduleChart } from '../loans/shared/schedule-chart';
import { ScheduleTable } from '../loans/shared/schedule-table';
import { WORKING_DAY_NOTE } from '../loans/shared/working-day-note';
import { PublicPage } from '../public-pages/public-page';
import { LinkButton } from '../shared/link-button';
import { CalculatorStore } from './calculator.store';
import { EmptyState } from '../shared/empty-state';

const wholeNumber = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** /calculator: what a loan costs before applying: a month's repayment, the total, the APR and the schedule. */
export const CalculatorPage = observer(function CalculatorPage() {
  const calculator = useFeatureStore(CalculatorStore);
  const [params] = useSearchParams();

  useEffect(() => {
    void calculator.load({ product: params.get('product'), amount: wholeNumber(params.get('amount')), term: wholeNumber(params.get('term')) });
    return () => calculator.dispose();
    // The address is read once, when the page opens; later changes come from the controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [calculator]);

  return (
    <PublicPage
      title="Loan calculator"
      lead="See what a loan would cost you before you apply: the monthly repayment, the total you pay back and the APR. Checking costs nothing and does not touch your credit score."
      className="calculator-page"
      nextLinks={[{ to: '/services', label: 'Compare our loans' }]}
    >
      {calculator.loadError ? (
        <EmptyState
          icon={undefined}
          title="We could not load our loans"
          description={calculator.loadError}
          action={<Button intent="primary" text="Try again" onClick={() => void calculator.load()} />}
        />
      ) : calculator.offers === null ? (
        <div className="calculator-page__loading">
          <Spinner size={32} aria-label="Loading our loans" />
        </div>
      ) : calculator.offers.length === 0 ? (
        <EmptyState title="No loans are open for applications" description="Please call us; we will tell you when we lend again." />
      ) : (
        <Calculator calculator={calculator} />
      )}
    </PublicPage>
  );
});
CalculatorPage.displayName = 'CalculatorPage';

const Calculator = observer(function Calculator({ calculator }: { calculator: CalculatorStore }) {
  const offer = calculator.selected;
  const amountId = useId();
  const termId = useId();
  if (!offer || !calculator.offers) return null;
  const { product } = offer;
  const money = (minor: number) => formatMoney(minor, product.currency);
  const unitWord = product.termUnit === 'days' ? 'days' : 'months';
  return (
    <div className="calculator">
      <Card className="calculator__inputs" elevation={Elevation.ONE}>
        <RadioGroup label="Which loan?" selectedValue={calculator.alias} onChange={(event) => calculator.choose(event.currentTarget.value)} className="calculator__products">
          {calculator.offers.map((o) => (
            <Radio key={o.product.alias} value={o.product.alias} className="calculator__product">
              <span className="calculator__product-name">{o.product.name}</span>
              <span className="calculator__product-apr">Representative {formatPercent(o.representativeApr)}% APR</span>
            </Radio>
          ))}
        </RadioGroup>

        <FormGroup label="How much would you like to borrow?" labelFor={amountId} className="calculator__field">
          <div className="calculator__value">
            <span className="calculator__symbol">£</span>
            <input
              id={amountId}
              className="bp6-input calculator__number"
              type="number"
              inputMode="numeric"
              min={product.minPrincipalMinor / 100}
              max={product.maxPrincipalMinor / 100}
              step={product.principalStepMinor / 100}
              value={calculator.amountMinor / 100}
              onChange={(event) => calculator.setAmount(Math.round(Number(event.currentTarget.value) * 100))}
            />
          </div>
          <Slider
            min={product.minPrincipalMinor}
            max={product.maxPrincipalMinor}
            stepSize={product.principalStepMinor}
            labelValues={[product.minPrincipalMinor, product.maxPrincipalMinor]}
            labelRenderer={(value) => money(value)}
            value={calculator.amountMinor}
            onChange={(value) => calculator.setAmount(value)}
            handleHtmlProps={withValueText('Amount to borrow', money(calculator.amountMinor))}
          />
        </FormGroup>

        <FormGroup label={`For how many ${unitWord}?`} labelFor={termId} className="calculator__field">
          <div className="calculator__value">
            <input
              id={termId}
              className="bp6-input calculator__number"
              type="number"
              inputMode="numeric"
              min={product.minTerm}
              max={product.maxTerm}
              step={product.termStep}
              value={calculator.term}
              onChange={(event) => calculator.setTerm(Number(event.currentTarget.value))}
            />
            <span className="calculator__unit">{unitWord}</span>
          </div>
          <Slider
            min={product.minTerm}
            max={product.maxTerm}
            stepSize={product.termStep}
            labelValues={[product.minTerm, product.maxTerm]}
            labelRenderer={(value) => formatTerm(value, product.termUnit)}
            value={calculator.term}
            onChange={(value) => calculator.setTerm(value)}
            handleHtmlProps={withValueText('Loan term', formatTerm(calculator.term, product.termUnit))}
          />
        </FormGroup>
        <p className="calculator__fine">{product.description}</p>
      </Card>

      <Result calculator={calculator} />
    </div>
  );
});

const Result = observer(function Result({ calculator }: { calculator: CalculatorStore }) {
  const { auth } = useStores();
  const offer = calculator.selected!;
  const { product } = offer;
  const quote = calculator.quote;
  const currency = product.currency;
  const applyQuery = `product=${encodeURIComponent(product.alias)}&amount=${calculator.amountMinor}&term=${calculator.term}`;
  // Signed out, sign-in keeps the choice through `returnTo` (and its "Open an account" link carries it on).
  const applyTo = auth.signedIn ? `/dashboard/loan-request?${applyQuery}` : `/auth/sign-in?returnTo=${encodeURIComponent(`/dashboard/loan-request?${applyQuery}`)}`;
  const single = product.frequency === 'single';

  return (
    <section className="calculator__result" aria-labelledby="result-title" aria-live="polite" aria-busy={calculator.stale}>
      <Card elevation={Elevation.TWO} className={calculator.stale ? 'calculator__figures is-stale' : 'calculator__figures'}>
        <h2 id="result-title" className="calculator__headline">
          {calculator.quoteError ? (
            'We could not work this out'
          ) : !quote ? (
            'Working it out…'
          ) : single ? (
            <>
              <MoneyText minor={quote.totalRepayableMinor} currency={currency} className="calculator__big" />
              <span className="calculator__per">to repay on {formatCalendarDate(quote.finalDueDate)}</span>
            </>
          ) : (
            <>
              <MoneyText minor={quote.regularPaymentMinor} currency={currency} className="calculator__big" />
              <span className="calculator__per">a month for {formatTerm(quote.term, quote.termUnit)}</span>
            </>
          )}
        </h2>
        {calculator.quoteError && (
          <Callout intent="warning" className="calculator__error">
            {calculator.quoteError} <Button minimal text="Try again" onClick={() => calculator.retry()} />
          </Callout>
        )}
        {quote && !calculator.quoteError && (
          <>
            <dl className="calculator__facts">
              <div>
                <dt>Total to repay</dt>
                <dd>
                  <MoneyText minor={quote.totalRepayableMinor} currency={currency} />
                </dd>
              </div>
              <div>
                <dt>Cost of credit</dt>
                <dd>
                  <MoneyText minor={quote.totalCostMinor} currency={currency} />
                </dd>
              </div>
              <div>
                <dt>APR</dt>
                <dd>{formatPercent(quote.aprPercent)}%</dd>
              </div>
              <div>
                <dt>Interest rate</dt>
                <dd>{formatRate(quote.annualRate)}% a year, fixed</dd>
              </div>
              {!single && (
                <div>
                  <dt>Last payment</dt>
                  <dd>
                    <MoneyText minor={quote.instalments[quote.instalments.length - 1].paymentMinor} currency={currency} /> on {formatCalendarDate(quote.finalDueDate)}
                  </dd>
                </div>
              )}
            </dl>
            <CostSplit principalMinor={quote.principalMinor} costMinor={quote.totalCostMinor} currency={currency} />
            {quote.capApplied && (
              <p className="calculator__fine">
                <Tag minimal intent="success">Capped</Tag> The price cap on short-term credit lowered this cost.
              </p>
            )}
          </>
        )}
        <p className="calculator__early">
          <strong>Paying back early is always free.</strong> Settle any day and you pay only the interest for the days you borrowed. {WORKING_DAY_NOTE}
        </p>
        <LinkButton to={applyTo} intent="primary" large fill>
          {auth.signedIn ? `Apply for this ${product.name.toLowerCase()}` : 'Sign in or open an account to apply'}
        </LinkButton>
        {isShortTerm(product) && (
          <Callout intent="warning" className="calculator__caution">
            Short-term loans are expensive. Think about whether you can borrow more cheaply elsewhere first. For free, impartial help,
            visit MoneyHelper.
          </Callout>
        )}
      </Card>
      <p className="calculator__representative">{offer.representativeExample}</p>
      {quote && !calculator.quoteError && quote.instalments.length > 1 && (
        <>
          <ScheduleChart instalments={quote.instalments} currency={currency} />
          <ScheduleTable instalments={quote.instalments} currency={currency} caption={`Your ${quote.instalments.length} monthly payments`} />
        </>
      )}
    </section>
  );
});

/**
 * A slider handle's name and its value in words ("£5,000", "36 months"): without `aria-valuetext` a
 * screen reader announces the raw number (500000 pence). Blueprint spreads these props onto the
 * handle before its own aria-value attributes, but types only the name.
 */
function withValueText(label: string, valueText: string): HandleHtmlProps {
  return { 'aria-label': label, 'aria-valuetext': valueText } as HandleHtmlProps;
}
