import { describe, expect, it } from 'vitest';
import { settlementFigures, statementFigures } from '../../../src-domain/letters/letter-figures';
import type { StatementScheduleRow } from '../../../src-domain/letters/letter-schedule-row';
import { letterView, type LetterViewInput } from '../../../src-domain/letters/letter-views';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { quoteLoan } from '../../../src-domain/loans/quote';
import { settlementQuote } from '../../../src-domain/loans/settlement';
import { lender } from '../agreements/lender.fixture';
import { personalLoan } from '../loans/products.fixture';


const quote = quoteLoan(personalLoan(), 500_000, 36, '2026-12-12');
const rows: StatementScheduleRow[] = quote.instalments.map((i, index) => ({ number: i.number, dueDate: i.dueDate, paymentMinor: i.paymentMinor, principalMinor: i.principalMinor, interestMinor: i.interestMinor, feeMinor: index === 3 ? 1_200 : 0, paidAmountMinor: index < 3 ? i.paymentMinor : 0 }));

function input(parts: Partial<LetterViewInput> = {}): LetterViewInput {
  return {
    lender,
    borrower: { name: 'Jane Smith', address: ['12 Kestrel Street', '', 'Manchester', 'M4 1LE'] },
    loan: { reference: 'KC-000042', agreementDate: '2026-12-12', amountMinor: 500_000, currency: 'GBP', annualRate: quote.annualRate },
    letterDate: '2027-12-13',
    help: {
      moneyHelper: { name: 'MoneyHelper', phone: '0800 138 7777', website: 'https://www.moneyhelper.org.uk' },
      stepChange: { name: 'StepChange Debt Charity', phone: '0800 138 1111', website: 'https://www.stepchange.org' },
      nationalDebtline: { name: 'National Debtline', phone: '0808 808 4000', website: 'https://nationaldebtline.org' },
    },
    ...parts,
  };
}

/** "£4,917.25" → 491725: a figure read back as a borrower would. */
function minorOf(text: string): number {
  return Math.round(Number(text.replace(/[£,]/g, '')) * 100);
}

describe('letter views', () => {
  it('an annual statement shows the figures to the penny, the period and the dates in UK long form', () => {
    const figures = statementFigures(rows, '2027-05-20');
    const view = letterView('annual-statement', input({ period: { start: '2026-12-13', end: '2027-12-12' }, statement: figures }));

    expect(view.letter).toEqual({ date: '13 December 2027', title: 'Annual statement' });
    expect(view.period).toEqual({ start: '13 December 2026', end: '12 December 2027' });
    expect(view.loan).toEqual({ reference: 'KC-000042', agreement_date: '12 December 2026', amount: '£5,000' });
    const statement = view.statement!;
    expect(statement.paid_to_date).toBe('£504.69'); // three instalments of £168.23
    expect(minorOf(statement.paid_to_date)).toBe(figures.paidToDateMinor);
    expect(minorOf(statement.arrears)).toBe(figures.arrearsMinor);
    expect(minorOf(statement.still_to_pay)).toBe(figures.stillToPayMinor);
    expect(minorOf(statement.paid_to_date) + minorOf(statement.arrears) + minorOf(statement.still_to_pay)).toBe(minorOf(statement.total_payable) + minorOf(statement.fees_charged));
    expect(statement.fees_charged).toBe('£12.00');
    expect(statement.interest_rate).toBe('12.9%');
    expect(statement.rows).toHaveLength(36);
    const first = quote.instalments[0];
    expect(statement.rows[0]).toEqual({ number: '1', due_date: '12 January 2027', amount: '£168.23', capital: formatMoney(first.principalMinor, 'GBP', 'always'), interest: formatMoney(first.interestMinor, 'GBP', 'always'), charges: '£0.00', paid: '£168.23', status: 'Paid' });
    expect(minorOf(statement.rows[0].capital) + minorOf(statement.rows[0].interest)).toBe(16_823);
    expect(statement.rows[3]).toMatchObject({ charges: '£12.00', amount: '£180.23' });
    expect(statement.rows[3].status).toBe('In arrears');
    expect(statement.rows[5]).toMatchObject({ paid: '£0.00', status: 'To pay' });
  });

  it('fills the lender and borrower as the agreement does: snake_case keys, addresses on one line', () => {
    const view = letterView('statement-of-account', input({ statement: statementFigures(rows, '2027-05-20') }));
    expect(view.lender.legal_entity).toBe('Kestrel Credit Ltd');
    expect(view.lender.registered_address).toBe('3 Harrier Yard, Leeds, LS1 4AP');
    expect(view.borrower).toEqual({ name: 'Jane Smith', address: '12 Kestrel Street, Manchester, M4 1LE' });
    expect(view.help).toEqual({ moneyhelper: '0800 138 7777, https://www.moneyhelper.org.uk', stepchange: '0800 138 1111, https://www.stepchange.org', national_debtline: '0808 808 4000, https://nationaldebtline.org' });
    expect(view.letter.title).toBe('Statement of your account');
  });

  it('a settlement statement shows the figure for its settlement date, the day it holds until, and the instalments counted as paid before it', () => {
    const settlement = settlementFigures(settlementQuote(quote.instalments, 3, '2027-04-28', '2026-12-12'), [{ dueDate: '2027-04-12', amountMinor: 16_821 }]);
    const view = letterView('settlement-statement', input({ letterDate: '2027-03-31', settlement }));
    expect(view.settlement).toMatchObject({ date: '28 April 2027', valid_until: '28 April 2027', fees: '£0.00', projected: [{ date: '12 April 2027', amount: '£168.21' }], has_projected: true });
    expect(minorOf(view.settlement!.total)).toBe(settlement.totalMinor);
    expect(minorOf(view.settlement!.principal) + minorOf(view.settlement!.interest)).toBe(settlement.totalMinor);
  });

  it('notices of arrears and of default sums name the sums and the days', () => {
    const arrears = letterView('arrears-notice', input({ statement: statementFigures(rows, '2027-06-20'), arrears: { amountMinor: 29_470, missedCount: 2, since: '2027-05-13' } }));
    expect(arrears.arrears).toEqual({ amount: '£294.70', missed_count: '2', since: '13 May 2027' });
    expect(arrears.letter.title).toBe('Notice of sums in arrears');
    const fee = letterView('default-sums-notice', input({ defaultSum: { amountMinor: 1_200, date: '2027-04-13', reason: 'Late payment fee for instalment 4' } }));
    expect(fee.default_sum).toEqual({ amount: '£12.00', date: '13 April 2027', reason: 'Late payment fee for instalment 4' });
  });

  it('refuses to make a letter without its figures', () => {
    expect(() => letterView('annual-statement', input({ statement: statementFigures(rows, '2027-05-20') }))).toThrow(/period/);
    expect(() => letterView('settlement-statement', input())).toThrow(/settlement/);
    expect(() => letterView('default-sums-notice', input())).toThrow(/defaultSum/);
  });
});
