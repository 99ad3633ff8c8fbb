import { describe, expect, it } from 'vitest';
import { annualStatementPaymentDays, statementPayments, type LetterPayment } from '../../../src-domain/letters/letter-payments';
import { instalmentsBeforeSettlement, settlementStatementDate, withProjectedPayments } from '../../../src-domain/letters/settlement-statement-date';
import { InterestLedger } from '../../../src-domain/loans/repayment/interest-ledger';
import type { RepaymentTerms } from '../../../src-domain/loans/repayment/repayment-terms';
import { settlementFigure } from '../../../src-domain/loans/repayment/settlement-figure';
import { ValidationFailed } from '../../../src-domain/shared/errors';

const paid = (receivedOn: string, amountMinor: number, parts: Partial<LetterPayment> = {}): LetterPayment => ({
  receivedOn,
  amountMinor,
  kind: 'instalment',
  partPaymentChoice: null,
  feesMinor: 0,
  interestMinor: 1_000,
  principalMinor: amountMinor - 1_000,
  refundMinor: 0,
  reversedOn: null,
  ...parts,
});

describe('the payments a statement lists (s.77A, s.77B)', () => {
  const payments = [
    paid('2027-01-12', 10_000),
    paid('2027-02-12', 10_000, { reversedOn: '2027-02-16' }),
    paid('2027-03-01', 50_000, { kind: 'part_payment', partPaymentChoice: 'smaller_instalment', interestMinor: 300, principalMinor: 49_700 }),
    paid('2027-03-20', 12_000, { feesMinor: 1_200, interestMinor: 1_800, principalMinor: 9_000 }),
  ];

  it('each with its split and the capital owed after it; a returned collection listed, reversed, and counted in nothing', () => {
    const figures = statementPayments(payments, 100_000, { start: null, end: '2027-03-31' });
    expect(figures.rows.map((row) => [row.receivedOn, row.label, row.balanceAfterMinor, row.reversedOn])).toEqual([
      ['2027-01-12', 'Repayment', 91_000, null],
      ['2027-02-12', 'Repayment', 91_000, '2027-02-16'],
      ['2027-03-01', 'Part payment, to pay less each month', 41_300, null],
      ['2027-03-20', 'Repayment', 32_300, null],
    ]);
    expect(figures).toMatchObject({ paidMinor: 72_000, feesMinor: 1_200, interestMinor: 3_100, principalMinor: 67_700, balanceAfterMinor: 32_300 });
    expect(figures.feesMinor + figures.interestMinor + figures.principalMinor).toBe(figures.paidMinor);
  });

  it("a period's payments only, with the balance at its end counting every payment before it", () => {
    const figures = statementPayments(payments, 100_000, { start: '2027-02-13', end: '2027-03-10' });
    expect(figures.rows.map((row) => row.receivedOn)).toEqual(['2027-03-01']);
    expect(figures).toMatchObject({ paidMinor: 50_000, interestMinor: 300, principalMinor: 49_700, balanceAfterMinor: 41_300 });
  });

  it("the first annual statement also lists a payment made on the agreement day (its period begins the day after); later years keep their own days", () => {
    const onPayOutDay = [paid('2027-01-12', 10_000), paid('2028-01-12', 10_000), paid('2028-01-13', 10_000)];
    const firstYear = annualStatementPaymentDays('2027-01-12', { start: '2027-01-13', end: '2028-01-12' });
    const secondYear = annualStatementPaymentDays('2027-01-12', { start: '2028-01-13', end: '2029-01-12' });
    expect(statementPayments(onPayOutDay, 100_000, firstYear).rows.map((row) => row.receivedOn)).toEqual(['2027-01-12', '2028-01-12']);
    expect(statementPayments(onPayOutDay, 100_000, secondYear).rows.map((row) => row.receivedOn)).toEqual(['2028-01-13']);
  });
});

/** £1,200 over 3 months at 12 %, monthly day count, paid out on 12 January 2027. */
const terms: RepaymentTerms = {
  principalMinor: 120_000,
  annualRate: '0.1200',
  dayCount: 'monthly',
  startDate: '2027-01-12',
  aprPercent: '12.7',
  instalments: [
    { dueDate: '2027-02-12', paymentMinor: 40_802 },
    { dueDate: '2027-03-12', paymentMinor: 40_802 },
    { dueDate: '2027-04-12', paymentMinor: 40_800 },
  ],
};

describe('the settlement statement (s.97): its date and the instalments before it', () => {
  it('is for 28 days after the request, or a later day the borrower chooses; an earlier day is a 422 under date', () => {
    expect(settlementStatementDate('2027-01-20', undefined, '2027-04-12')).toBe('2027-02-17');
    expect(settlementStatementDate('2027-01-20', '2027-03-01', '2027-04-12')).toBe('2027-03-01');
    expect(() => settlementStatementDate('2027-01-20', '2027-02-16', '2027-04-12')).toThrow(ValidationFailed);
    try {
      settlementStatementDate('2027-01-20', '2027-01-20', '2027-04-12');
    } catch (error) {
      expect((error as ValidationFailed).fields.date[0]).toMatch(/^A settlement statement is for 17 February 2027 or a later day you choose/);
    }
  });

  it('is never after the day the agreement ends (a later day would only add interest)', () => {
    expect(settlementStatementDate('2027-03-25', undefined, '2027-04-12')).toBe('2027-04-12');
    expect(settlementStatementDate('2027-03-25', '2027-06-01', '2027-04-12')).toBe('2027-04-12');
  });

  it('counts the instalments due before the settlement date as paid on their days: the figure is what settle takes that day once they are paid', () => {
    const projected = instalmentsBeforeSettlement(terms, [], [], '2027-02-01', '2027-03-15', 0);
    expect(projected).toEqual([
      { dueDate: '2027-02-12', amountMinor: 40_802 },
      { dueDate: '2027-03-12', amountMinor: 40_802 },
    ]);
    const statement = settlementFigure(terms, withProjectedPayments([], projected), '2027-03-15');
    const ledger = new InterestLedger(terms);
    for (const payment of projected) ledger.pay({ date: payment.dueDate, amountMinor: payment.amountMinor });
    expect(statement.principalOwedMinor).toBe(ledger.positionOn('2027-03-15').principalOwedMinor);
    // Settling a month before the last instalment costs less than that instalment: the interest for the days not borrowed is given back.
    expect(statement.figureMinor).toBeLessThan(40_800);
  });

  it('puts first what is unpaid of an instalment due on the request day', () => {
    const projected = instalmentsBeforeSettlement(terms, [], [], '2027-02-12', '2027-03-12', 40_802);
    expect(projected).toEqual([{ dueDate: '2027-02-12', amountMinor: 40_802 }]);
  });
});
