import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../../../src-domain/shared/calendar-date';
import { dec, toMinor } from '../../../../src-domain/loans/decimal';
import type { LoanProduct } from '../../../../src-domain/loans/loan-product.entity';
import { previewOverpayment } from '../../../../src-domain/loans/repayment/overpayment';
import { previewPaymentDateMove } from '../../../../src-domain/loans/repayment/payment-date-move';
import type { Payment, RepaymentTerms } from '../../../../src-domain/loans/repayment/repayment-terms';
import { settlementFigure } from '../../../../src-domain/loans/repayment/settlement-figure';
import { paydayLoan, personalLoan } from '../products.fixture';
import { exactInterestTo } from './interest-oracle';
import { termsOf } from './repayment-terms.fixture';

const startDate = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

/** Instalment loans by the month or by actual/365, and short-term loans repaid in one payment. */
const loan = fc.oneof(
  fc.record({
    pounds: fc.integer({ min: 100, max: 25_000 }),
    term: fc.integer({ min: 3, max: 36 }),
    basisPoints: fc.integer({ min: 0, max: 4_000 }),
    dayCount: fc.constantFrom('monthly' as const, 'actual_365' as const),
    start: startDate,
  }).map(({ pounds, term, basisPoints, dayCount, start }) => {
    const product: LoanProduct = personalLoan({ annualRate: (basisPoints / 10_000).toString(), dayCount, minPrincipalMinor: 1, maxPrincipalMinor: 10_000_000, principalStepMinor: 1, minTerm: 1, maxTerm: 60 });
    return termsOf(product, pounds * 100 + 37, term, start).terms;
  }),
  fc.record({ tens: fc.integer({ min: 10, max: 100 }), days: fc.integer({ min: 7, max: 35 }), start: startDate }).map(({ tens, days, start }) => termsOf(paydayLoan(), tens * 1_000, days, start).terms),
);

/** Each instalment paid on its day, early, late, in part, twice or not at all, and a few payments of any amount on any day. */
function paymentsFor(terms: RepaymentTerms): fc.Arbitrary<Payment[]> {
  const lastDue = terms.instalments.at(-1)!.dueDate;
  const anyDay = fc.integer({ min: 0, max: 60 + 31 * terms.instalments.length }).map((offset) => addDays(terms.startDate, offset));
  const perInstalment = terms.instalments.map((instalment) =>
    fc.record({ shift: fc.integer({ min: -40, max: 20 }), share: fc.constantFrom(0, 0.5, 1, 1, 1, 1, 2) }).map(({ shift, share }) => {
      const date = addDays(instalment.dueDate, shift);
      const amountMinor = Math.round(instalment.paymentMinor * share);
      return date < terms.startDate || amountMinor === 0 ? null : { date, amountMinor };
    }),
  );
  const extras = fc.array(fc.record({ date: anyDay, amountMinor: fc.integer({ min: 1, max: terms.principalMinor }) }), { maxLength: 3 });
  return fc.tuple(fc.tuple(...perInstalment), extras).map(([regular, extra]) => [...regular.filter((p): p is Payment => p !== null), ...extra].filter((p) => p.date <= addMonths(lastDue, 2)));
}

const loanWithPayments = loan.chain((terms) => paymentsFor(terms).map((payments) => ({ terms, payments })));

/** A day well after the loan's last due date and last payment. */
function horizon(terms: RepaymentTerms, payments: readonly Payment[]): string {
  const last = [terms.instalments.at(-1)!.dueDate, ...payments.map((p) => p.date)].sort().at(-1)!;
  return addMonths(last, 1);
}

/** Everything the borrower pays to be free of the loan on `day`: payments kept (less refunds) plus the interest rule's figure. */
function totalToClear(terms: RepaymentTerms, payments: readonly Payment[], day: string): number {
  const settlement = settlementFigure(terms, payments, day);
  return settlement.paidMinor + settlement.ledgerFigureMinor;
}

describe('the interest rule, for any loan and any payments', () => {
  it('paying any payment earlier never raises the total the borrower pays', () => {
    fc.assert(
      fc.property(loanWithPayments.filter(({ payments }) => payments.length > 0), fc.nat(), fc.integer({ min: 1, max: 60 }), ({ terms, payments }, pick, daysEarlier) => {
        const index = pick % payments.length;
        const earlier = payments.map((p, i) => (i === index ? { ...p, date: [addDays(p.date, -daysEarlier), terms.startDate].sort().at(-1)! } : p));
        const day = horizon(terms, payments);
        expect(totalToClear(terms, earlier, day)).toBeLessThanOrEqual(totalToClear(terms, payments, day));
      }),
      { numRuns: 150 },
    );
  });

  it('paying more, on any day, never raises the total the borrower pays', () => {
    fc.assert(
      fc.property(loanWithPayments, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 200_000 }), ({ terms, payments }, offset, extra) => {
        const more = [...payments, { date: addDays(terms.startDate, offset), amountMinor: extra }];
        const day = horizon(terms, more);
        expect(totalToClear(terms, more, day)).toBeLessThanOrEqual(totalToClear(terms, payments, day));
      }),
      { numRuns: 150 },
    );
  });

  it('the interest charged is the interest on the real balance for the real time, within a penny a period', () => {
    fc.assert(
      fc.property(loanWithPayments, ({ terms, payments }) => {
        const day = horizon(terms, payments);
        const charged = settlementFigure(terms, payments, day).interestChargedMinor;
        const exact = exactInterestTo(terms, payments, day).interest;
        const periods = terms.instalments.length + 2;
        expect(Math.abs(charged - exact.toNumber())).toBeLessThanOrEqual(periods);
        // And in practice far closer: the running total is rounded once, so within pennies whatever the term.
        expect(Math.abs(charged - exact.toNumber())).toBeLessThanOrEqual(2);
      }),
      { numRuns: 100 },
    );
  });

  it('the settlement figure on any day is the principal owed plus interest accrued to that day, interest paid for later days given back', () => {
    fc.assert(
      fc.property(loanWithPayments, fc.integer({ min: 0, max: 1_200 }), ({ terms, payments }, offset) => {
        const day = [addDays(terms.startDate, offset), horizon(terms, payments)].sort()[0];
        const settlement = settlementFigure(terms, payments, day);
        expect(settlement.ledgerFigureMinor).toBe(settlement.principalOwedMinor + settlement.interestAccruedMinor + settlement.feesOwedMinor);
        // What was lent plus interest for the days borrowed, less everything paid: a payment never keeps interest for days after it.
        expect(settlement.paidMinor + settlement.ledgerFigureMinor).toBe(terms.principalMinor + settlement.interestChargedMinor);
        const exact = exactInterestTo(terms, payments.filter((p) => p.date <= day), day);
        expect(Math.abs(settlement.interestChargedMinor - exact.interest.toNumber())).toBeLessThanOrEqual(2);
        expect(Math.abs(settlement.principalOwedMinor - toMinor(exact.principal))).toBeLessThanOrEqual(2);
        expect(settlement.figureMinor).toBe(Math.min(settlement.ledgerFigureMinor, settlement.statutory.formulaAmountMinor + settlement.feesOwedMinor));
      }),
      { numRuns: 100 },
    );
  });

  it('the rebate is never smaller than the Consumer Credit (Early Settlement) Regulations 2004 require', () => {
    fc.assert(
      fc.property(loanWithPayments, fc.integer({ min: 0, max: 1_200 }), ({ terms, payments }, offset) => {
        const day = [addDays(terms.startDate, offset), horizon(terms, payments)].sort()[0];
        const settlement = settlementFigure(terms, payments, day);
        expect(settlement.rebateMinor).toBeGreaterThanOrEqual(settlement.statutory.rebateMinor);
        expect(settlement.figureMinor).toBeLessThanOrEqual(settlement.statutory.formulaAmountMinor + settlement.feesOwedMinor);
      }),
      { numRuns: 150 },
    );
  });
});

describe('part payments and date moves, for any instalment loan kept to its schedule', () => {
  const instalmentLoan = fc
    .record({ pounds: fc.integer({ min: 1_000, max: 25_000 }), term: fc.integer({ min: 6, max: 60 }), basisPoints: fc.integer({ min: 1, max: 4_000 }), dayCount: fc.constantFrom('monthly' as const, 'actual_365' as const), start: startDate })
    .map(({ pounds, term, basisPoints, dayCount, start }) => termsOf(personalLoan({ annualRate: (basisPoints / 10_000).toString(), dayCount, minPrincipalMinor: 1, maxPrincipalMinor: 10_000_000, principalStepMinor: 1, minTerm: 1, maxTerm: 60 }), pounds * 100, term, start).terms);

  it('a part payment saves interest either way, the shorter term saves at least as much, and each new schedule repays exactly principal plus its interest', () => {
    fc.assert(
      fc.property(instalmentLoan, fc.nat(), fc.integer({ min: 0, max: 27 }), fc.integer({ min: 1, max: 90 }), (terms, pick, dayInto, share) => {
        const paidSoFar = pick % (terms.instalments.length - 1);
        const history = terms.instalments.slice(0, paidSoFar).map((i) => ({ date: i.dueDate, amountMinor: i.paymentMinor }));
        const from = paidSoFar > 0 ? terms.instalments[paidSoFar - 1].dueDate : terms.startDate;
        const date = [addDays(from, dayInto), addDays(terms.instalments[paidSoFar].dueDate, -1)].sort()[0];
        const owed = settlementFigure(terms, history, date).ledgerFigureMinor;
        const amountMinor = Math.max(1, Math.floor((owed * share) / 100));
        const shorter = previewOverpayment(terms, history, { date, amountMinor, choice: 'shorter-term' });
        const smaller = previewOverpayment(terms, history, { date, amountMinor, choice: 'smaller-instalment' });
        expect(smaller.interestSavedMinor).toBeGreaterThanOrEqual(0);
        expect(shorter.interestSavedMinor).toBeGreaterThanOrEqual(smaller.interestSavedMinor);
        for (const preview of [shorter, smaller]) {
          expect(preview.after.totalPaidMinor).toBe(terms.principalMinor + preview.after.totalInterestMinor);
          expect(preview.after.instalments.at(-1)?.balanceAfterMinor ?? 0).toBe(0);
        }
        expect(smaller.after.finalDueDate).toBe(smaller.before.finalDueDate);
        const level = smaller.after.instalments[0]?.paymentMinor ?? 0;
        for (const instalment of smaller.after.instalments) expect(instalment.paymentMinor).toBeLessThanOrEqual(level);
      }),
      { numRuns: 60 },
    );
  });

  it('moving the payment date adds or takes off exactly the days moved × a day’s interest on the balance, to the penny', () => {
    fc.assert(
      fc.property(instalmentLoan, fc.nat(), fc.integer({ min: 1, max: 31 }), (terms, pick, newDay) => {
        const paidSoFar = pick % (terms.instalments.length - 1);
        const history = terms.instalments.slice(0, paidSoFar).map((i) => ({ date: i.dueDate, amountMinor: i.paymentMinor }));
        const asOf = paidSoFar > 0 ? terms.instalments[paidSoFar - 1].dueDate : terms.startDate;
        if (Number(terms.instalments[paidSoFar].dueDate.slice(8)) === Math.min(newDay, 28)) return;
        let preview;
        try {
          preview = previewPaymentDateMove(terms, history, { asOf, newDay });
        } catch {
          return; // already due on that day (a short month's last day)
        }
        const naive = toMinor(dec(preview.dailyInterestMinor).times(preview.daysMoved));
        expect(Math.abs(preview.adjustmentMinor - naive)).toBeLessThanOrEqual(1);
        expect(preview.schedule).toHaveLength(terms.instalments.length);
        expect(preview.schedule[paidSoFar].paymentMinor).toBe(terms.instalments[paidSoFar].paymentMinor + preview.adjustmentMinor);
      }),
      { numRuns: 80 },
    );
  });
});
