import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../../../src-domain/shared/errors';
import { paymentDateMoveRefusal, previewPaymentDateMove } from '../../../../src-domain/loans/repayment/payment-date-move';
import { projectSchedule } from '../../../../src-domain/loans/repayment/projection';
import { personalLoan } from '../products.fixture';
import { paidOnTime, termsOf } from './repayment-terms.fixture';

/** The worked examples' loan: £3,000 over 24 months at 12.9 % from 28 January 2026, two instalments paid (balance £2,778.36). */
const { terms } = termsOf(personalLoan(), 300_000, 24, '2026-01-28');
const twoPaid = paidOnTime(terms).slice(0, 2);

describe('moving the monthly payment date', () => {
  it('from the 28th to the 5th, asked on 28 March: April’s instalment comes 23 days sooner, 23 × £0.963464 (2778.36 × 1.075 % ÷ 31) = £22.16 less interest', () => {
    const preview = previewPaymentDateMove(terms, twoPaid, { asOf: '2026-03-28', newDay: 5 });
    expect(preview).toMatchObject({ currentDueDate: '2026-04-28', newDueDate: '2026-04-05', daysMoved: -23, balanceMinor: 277_836, dailyInterestMinor: '96.3464', adjustmentMinor: -2_216 });
    expect(preview.schedule.slice(1, 4)).toEqual([
      { dueDate: '2026-03-28', paymentMinor: 14_248 },
      { dueDate: '2026-04-05', paymentMinor: 12_032 },
      { dueDate: '2026-05-05', paymentMinor: 14_248 },
    ]);
    expect(preview.schedule.at(-1)?.dueDate).toBe('2028-01-05');
  });

  it('asked on 20 April, the 5th has passed: May the 5th, 7 days later, 7 × £0.995579 (÷ the 30 days to 28 May) = £6.97 more, and the ledger charges it', () => {
    const preview = previewPaymentDateMove(terms, twoPaid, { asOf: '2026-04-20', newDay: 5 });
    expect(preview).toMatchObject({ newDueDate: '2026-05-05', daysMoved: 7, dailyInterestMinor: '99.5579', adjustmentMinor: 697 });
    expect(preview.schedule[2]).toEqual({ dueDate: '2026-05-05', paymentMinor: 14_945 });
    const before = projectSchedule(terms, twoPaid, '2026-04-20').totalInterestMinor;
    const after = projectSchedule({ ...terms, instalments: preview.schedule }, twoPaid, '2026-04-20').totalInterestMinor;
    // Over the whole loan the ledger's running total rounds once more: within a penny of the preview.
    expect(Math.abs(after - before - preview.adjustmentMinor)).toBeLessThanOrEqual(1);
  });

  it('is refused in arrears, while a collection is pending, and more often than the lender allows, each with its reason', () => {
    const facts = { asOf: '2026-06-01', lastMovedOn: null, monthsBetweenMoves: 12, collectionPending: false, inArrears: false };
    expect(paymentDateMoveRefusal(facts)).toBeNull();
    expect(paymentDateMoveRefusal({ ...facts, inArrears: true })).toBe('Your payments are behind: the date can be moved once the loan is up to date.');
    expect(paymentDateMoveRefusal({ ...facts, collectionPending: true })).toBe('A payment is being collected: the date can be moved once it has arrived.');
    expect(paymentDateMoveRefusal({ ...facts, lastMovedOn: '2025-07-01' })).toBe('The date can be moved once every 12 months; the next move is possible from 2026-07-01.');
    expect(paymentDateMoveRefusal({ ...facts, lastMovedOn: '2025-06-01' })).toBeNull();
  });

  it('a day outside 1 to 31, or the day it is already due on, is refused with the field’s message', () => {
    expect(() => previewPaymentDateMove(terms, twoPaid, { asOf: '2026-03-28', newDay: 0 })).toThrow(ValidationFailed);
    expect(() => previewPaymentDateMove(terms, twoPaid, { asOf: '2026-03-28', newDay: 28 })).toThrow(/attention/);
  });
});
