import { describe, expect, it } from 'vitest';
import { settlementFigures, statementFigures } from '../../../src-domain/letters/letter-figures';
import type { StatementScheduleRow } from '../../../src-domain/letters/letter-schedule-row';
import { quoteLoan } from '../../../src-domain/loans/quote';
import { settlementQuote } from '../../../src-domain/loans/settlement';
import { personalLoan } from '../loans/products.fixture';

/** £5,000 over 36 months at 12.9 %, made on 12 December 2026: the schedule as the server stores it. */
function storedSchedule() {
  const quote = quoteLoan(personalLoan(), 500_000, 36, '2026-12-12');
  const rows: StatementScheduleRow[] = quote.instalments.map((i) => ({ number: i.number, dueDate: i.dueDate, paymentMinor: i.paymentMinor, principalMinor: i.principalMinor, interestMinor: i.interestMinor, feeMinor: 0, paidAmountMinor: 0 }));
  return { quote, rows };
}

describe('statement figures (s.77A, s.77B)', () => {
  it('three instalments paid, a fourth in part and a fifth missed with its late fee: every penny in one place', () => {
    const { quote, rows } = storedSchedule();
    for (const row of rows.slice(0, 3)) row.paidAmountMinor = row.paymentMinor;
    rows[3].paidAmountMinor = 5_001;
    rows[4].feeMinor = 1_200;
    rows[4].missedAt = '2027-05-13T09:00:00Z';
    const figures = statementFigures(rows, '2027-05-20');

    const instalment = quote.regularPaymentMinor;
    expect(figures.paidToDateMinor).toBe(3 * instalment + 5_001);
    expect(figures.arrearsMinor).toBe(instalment - 5_001 + instalment + 1_200);
    expect(figures.totalPayableMinor).toBe(quote.totalRepayableMinor);
    expect(figures.feesChargedMinor).toBe(1_200);
    expect(figures.paidToDateMinor + figures.arrearsMinor + figures.stillToPayMinor).toBe(quote.totalRepayableMinor + 1_200);
    expect(figures.rows.slice(0, 6).map((row) => row.status)).toEqual(['paid', 'paid', 'paid', 'in-arrears', 'in-arrears', 'to-pay']);
    expect(figures.rows[4]).toEqual({ number: 5, dueDate: '2027-05-12', dueMinor: instalment + 1_200, paidMinor: 0, principalMinor: quote.instalments[4].principalMinor, interestMinor: quote.instalments[4].interestMinor, feeMinor: 1_200, status: 'in-arrears' });
    expect(figures.rows[4].principalMinor + figures.rows[4].interestMinor + figures.rows[4].feeMinor).toBe(figures.rows[4].dueMinor);
  });

  it('reconciles to the penny for any part payments, on any day of the loan', () => {
    const { quote, rows } = storedSchedule();
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let trial = 0; trial < 200; trial += 1) {
      const paidThrough = next() % rows.length;
      let fees = 0;
      const paid = rows.map((row, index) => {
        const feeMinor = next() % 4 === 0 ? 1_200 : 0;
        fees += feeMinor;
        const due = row.paymentMinor + feeMinor;
        return { ...row, feeMinor, paidAmountMinor: index < paidThrough ? due : index === paidThrough ? next() % due : 0 };
      });
      const today = paid[next() % paid.length].dueDate;
      const figures = statementFigures(paid, today);
      expect(figures.paidToDateMinor + figures.arrearsMinor + figures.stillToPayMinor).toBe(quote.totalRepayableMinor + fees);
    }
  });

  it('an instalment due today is still to pay, not in arrears; the day after it is', () => {
    const { rows } = storedSchedule();
    expect(statementFigures(rows, rows[0].dueDate).arrearsMinor).toBe(0);
    expect(statementFigures(rows, '2027-01-13').arrearsMinor).toBe(rows[0].paymentMinor);
  });

  it('refuses a schedule with more paid against an instalment than it asks', () => {
    const { rows } = storedSchedule();
    rows[0].paidAmountMinor = rows[0].paymentMinor + 1;
    expect(() => statementFigures(rows, '2027-02-01')).toThrow(RangeError);
  });
});

describe('settlement figures (s.97)', () => {
  it('are the figure for the settlement date, valid until that date, with the instalments counted as paid before it', () => {
    const { quote } = storedSchedule();
    const settlement = settlementQuote(quote.instalments, 3, '2027-04-28', '2026-12-12');
    const projected = [{ dueDate: '2027-04-12', amountMinor: quote.instalments[3].paymentMinor }];
    expect(settlementFigures(settlement, projected)).toEqual({
      settlementDate: '2027-04-28',
      totalMinor: settlement.totalMinor,
      principalMinor: settlement.outstandingPrincipalMinor,
      interestMinor: settlement.accruedInterestMinor,
      feesMinor: 0,
      validUntil: '2027-04-28',
      projectedPayments: projected,
    });
    expect(settlement.outstandingPrincipalMinor + settlement.accruedInterestMinor).toBe(settlement.totalMinor);
  });
});
