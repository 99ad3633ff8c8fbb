import { describe, expect, it } from 'vitest';
import { previewOverpayment } from '../../../../src-domain/loans/repayment/overpayment';
import { projectSchedule } from '../../../../src-domain/loans/repayment/projection';
import { settlementFigure } from '../../../../src-domain/loans/repayment/settlement-figure';
import { buildSchedule } from '../../../../src-domain/loans/schedule';
import { settlementQuote } from '../../../../src-domain/loans/settlement';
import { paydayLoan, personalLoan } from '../products.fixture';
import { paidOnTime, termsOf } from './repayment-terms.fixture';

/**
 * £3,000 over 24 months on the demo's personal loan, paid out on Wednesday 28 January 2026. £3,000 is
 * above the £2,999.99 band, so the rate is the product's 12.9 % a year, 1.075 % a month: £142.48 a
 * month (3000 × 0.01075 ÷ (1 − 1.01075^−24)), due on the 28th, APR 13.7 %.
 */
const start = '2026-01-28';
const { terms, quote } = termsOf(personalLoan(), 300_000, 24, start);
const onTime = paidOnTime(terms);

describe('worked examples: £3,000 over 24 months at 12.9 %', () => {
  it('the contract: £142.48 a month, the first £32.25 interest (3000 × 1.075 %), the last £142.61 when every one is paid on its day, £419.65 interest in all', () => {
    expect(quote.regularPaymentMinor).toBe(14_248);
    expect(quote.aprPercent).toBe('13.7');
    const contract = projectSchedule(terms, [], start);
    expect(contract.instalments).toHaveLength(24);
    expect(contract.instalments[0]).toMatchObject({ dueDate: '2026-02-28', paymentMinor: 14_248, interestMinor: 3_225, principalMinor: 11_023, balanceAfterMinor: 288_977 });
    expect(contract.instalments[23]).toMatchObject({ dueDate: '2028-01-28', paymentMinor: 14_261 });
    // The quote rounds each instalment's interest (£419.68); the ledger rounds the running total, 3p less.
    expect(contract.totalInterestMinor).toBe(41_965);
    expect(quote.totalInterestMinor).toBe(41_968);
  });

  it('the first instalment paid on the day the money arrived: no interest for 0 days, so all £142.48 reduces the balance to £2,857.52, and settling that day costs exactly that', () => {
    const paid = [{ date: start, amountMinor: 14_248 }];
    const settlement = settlementFigure(terms, paid, start);
    expect(settlement).toMatchObject({ principalOwedMinor: 285_752, interestAccruedMinor: 0, interestChargedMinor: 0, figureMinor: 285_752, statutoryTopUpMinor: 0 });
    // £142.48 + £2,857.52 = £3,000: nothing but what was lent.
    expect(settlement.paidMinor + settlement.figureMinor).toBe(300_000);
    // The old figure kept the schedule's £32.25 of interest for a month not borrowed.
    expect(settlementQuote(buildSchedule(personalLoan(), 300_000, 24, start), 1, start, start).totalMinor).toBe(288_977);
    // The regulations' rebate on the 24 instalments still to fall due (£3,419.68): ours is £562.16, theirs the same (nothing to compound yet).
    expect(settlement.rebateMinor).toBe(56_216);
    expect(settlement.statutory.rebateMinor).toBe(56_216);

    // Kept to the schedule after that, the February instalment is already paid; the balance fell a month sooner,
    // so the other 23 cost £2.38 less interest and the last shrinks from £142.61 to £140.23.
    const rest = projectSchedule(terms, paid, start);
    expect(rest.instalments).toHaveLength(23);
    expect(rest.instalments[0]).toMatchObject({ dueDate: '2026-03-28', interestMinor: 6_144 }); // 2857.52 × 1.075 % × 2 months
    expect(rest.instalments[22]).toMatchObject({ dueDate: '2028-01-28', paymentMinor: 14_023 });
    expect(rest.totalInterestMinor).toBe(41_727);
  });

  it('the first instalment paid 10 days early (18 February): 21 of the 31 days’ interest, £21.85, and £120.63 off the balance', () => {
    const paid = [{ date: '2026-02-18', amountMinor: 14_248 }];
    const settlement = settlementFigure(terms, paid, '2026-02-18');
    // 3000 × 1.075 % × 21 ÷ 31 = £21.8468 → £21.85; 142.48 − 21.85 = 120.63 off £3,000.
    expect(settlement).toMatchObject({ principalOwedMinor: 287_937, interestAccruedMinor: 0, interestChargedMinor: 2_185, ledgerFigureMinor: 287_937 });
    // Part-way through a month the regulations' compound formula (1.137^(21/31 ÷ 12)) leaves 3p less than daily interest: the borrower pays their figure.
    expect(settlement.statutory.formulaAmountMinor).toBe(287_934);
    expect(settlement).toMatchObject({ figureMinor: 287_934, statutoryTopUpMinor: 3 });
    expect(settlement.rebateMinor).toBeGreaterThanOrEqual(settlement.statutory.rebateMinor);

    const rest = projectSchedule(terms, paid, '2026-02-18');
    expect(rest.instalments).toHaveLength(23);
    expect(rest.instalments[0]).toMatchObject({ dueDate: '2026-03-28', interestMinor: 4_093 }); // 2879.37 × 1.075 % × (10/31 + 1)
    expect(rest.instalments[22]).toMatchObject({ dueDate: '2028-01-28', paymentMinor: 14_193 });
    expect(rest.totalInterestMinor).toBe(41_897); // 68p less than on time
  });

  it('settling on the first due date after paying it costs the balance, £2,889.77; half way through the next month, 15 days’ interest on it', () => {
    expect(settlementFigure(terms, onTime.slice(0, 1), '2026-02-28')).toMatchObject({ figureMinor: 288_977, statutoryTopUpMinor: 0 });
    // 28 Feb → 28 Mar is 28 days; 15 of them: 2889.77 × 1.075 % × 15 ÷ 28 = £16.6424 → £16.64.
    const midMonth = settlementFigure(terms, onTime.slice(0, 1), '2026-03-15');
    expect(midMonth).toMatchObject({ principalOwedMinor: 288_977, interestAccruedMinor: 1_664, ledgerFigureMinor: 290_641, figureMinor: 290_640, statutoryTopUpMinor: 1 });
  });

  describe('£1,000 paid off on 28 July 2026, the day of the 6th instalment, after paying it (balance £2,320.59)', () => {
    const history = onTime.slice(0, 6);

    it('shorter term: the same £142.48, 10 more instead of 18, the last £116.36 on 28 May 2027; £166.09 interest saved', () => {
      const preview = previewOverpayment(terms, history, { date: '2026-07-28', amountMinor: 100_000, choice: 'shorter-term' });
      expect(preview.allocation).toMatchObject({ interestMinor: 0, principalMinor: 100_000, principalAfterMinor: 132_059 });
      expect(preview.before.instalments).toHaveLength(18);
      expect(preview.before.totalInterestMinor).toBe(41_965);
      expect(preview.after.instalments).toHaveLength(10);
      expect(preview.after.instalments[0]).toMatchObject({ dueDate: '2026-08-28', paymentMinor: 14_248, interestMinor: 1_419 }); // 1320.59 × 1.075 %
      expect(preview.after.instalments[9]).toMatchObject({ dueDate: '2027-05-28', paymentMinor: 11_636, balanceAfterMinor: 0 });
      expect(preview.after.totalInterestMinor).toBe(25_356);
      expect(preview.interestSavedMinor).toBe(16_609);
      expect(preview.schedule).toHaveLength(16);

      // Settling: that day £1,320.59; a month later, after the 7th, £1,192.30; 15 days on, 15 of 31 days' interest more.
      const paid = [...history, { date: '2026-07-28', amountMinor: 100_000, partPayment: true }, { date: '2026-08-28', amountMinor: 14_248 }];
      const reshaped = { ...terms, instalments: preview.schedule };
      expect(settlementFigure(reshaped, paid, '2026-07-28').figureMinor).toBe(132_059);
      expect(settlementFigure(reshaped, paid, '2026-08-28').figureMinor).toBe(119_230);
      expect(settlementFigure(reshaped, paid, '2026-09-12')).toMatchObject({ interestAccruedMinor: 621, figureMinor: 119_851 }); // 1192.30 × 1.075 % × 15 ÷ 31
    });

    it('smaller instalment: the same end date, 28 January 2028, 17 of £81.09 and a last of £81.00; £105.24 interest saved', () => {
      const preview = previewOverpayment(terms, history, { date: '2026-07-28', amountMinor: 100_000, choice: 'smaller-instalment' });
      expect(preview.after.instalments).toHaveLength(18);
      expect(preview.after.instalments.slice(0, 17).every((instalment) => instalment.paymentMinor === 8_109)).toBe(true);
      expect(preview.after.instalments[17]).toMatchObject({ dueDate: '2028-01-28', paymentMinor: 8_100, balanceAfterMinor: 0 });
      expect(preview.after.totalInterestMinor).toBe(31_441);
      expect(preview.interestSavedMinor).toBe(10_524);

      const paid = [...history, { date: '2026-07-28', amountMinor: 100_000, partPayment: true }, { date: '2026-08-28', amountMinor: 8_109 }];
      const reshaped = { ...terms, instalments: preview.schedule };
      expect(settlementFigure(reshaped, paid, '2026-07-28').figureMinor).toBe(132_059);
      expect(settlementFigure(reshaped, paid, '2026-08-28').figureMinor).toBe(125_369);
      expect(settlementFigure(reshaped, paid, '2026-09-12')).toMatchObject({ interestAccruedMinor: 653, figureMinor: 126_022 });
      // The reshaped schedule, kept to, repays exactly what the preview showed.
      expect(projectSchedule(reshaped, paid.slice(0, 7), '2026-07-28').totalInterestMinor).toBe(31_441);
    });
  });
});

describe('worked example: a short-term loan, £200 for 30 days at 0.8 % a day (APR 1,269.7 %)', () => {
  const { terms: shortTerm } = termsOf(paydayLoan(), 20_000, 30, '2026-03-02');

  it('settled half way, on day 15: 15 days’ interest is £24 (200 × 2.92 × 15 ÷ 365), but the regulations’ formula, 200 × 13.697^(15/365) = £222.71, is lower, so £222.71 it is', () => {
    const settlement = settlementFigure(shortTerm, [], '2026-03-17');
    expect(settlement).toMatchObject({ interestAccruedMinor: 2_400, ledgerFigureMinor: 22_400 });
    expect(settlement.statutory).toMatchObject({ instalmentsAfterMinor: 24_800, formulaAmountMinor: 22_271, rebateMinor: 2_529 });
    expect(settlement).toMatchObject({ figureMinor: 22_271, statutoryTopUpMinor: 129, rebateMinor: 2_529 });
  });

  it('repaid on the day the money arrived, it costs what was lent', () => {
    const settlement = settlementFigure(shortTerm, [], '2026-03-02');
    expect(settlement.figureMinor).toBe(20_000);
  });
});
