import { describe, expect, it } from 'vitest';
import { lender } from './lender.fixture';
import { documentView, offerFiguresResource } from '../../../src-domain/agreements/offer-figures';
import { quoteLoan } from '../../../src-domain/loans/quote';
import { paydayLoan, personalLoan } from '../loans/products.fixture';

/** The seeded personal loan: 12.9 %, 21.9 % below £3,000. */
const seededPersonalLoan = personalLoan({ priceBands: [{ minPrincipalMinor: 100_000, maxPrincipalMinor: 299_999, minTerm: 12, maxTerm: 60, annualRate: '0.219' }] });


function personalLoanView(signature?: Parameters<typeof documentView>[0]['signature']) {
  const quote = quoteLoan(seededPersonalLoan, 500_000, 36, '2026-12-12');
  const view = documentView({
    quote,
    product: seededPersonalLoan,
    lender,
    borrower: { name: 'Jane Smith', address: ['12 Kestrel Street', '', 'Manchester', 'M4 1LE'] },
    offer: { reference: 'LR-000042', expiresAt: new Date('2026-12-26T10:15:00Z') },
    agreementDate: '2026-12-12',
    signature,
  });
  return { quote, view };
}

/** "£6,056.23" → 605623: a figure read back as a borrower would, to compare with the quote to the penny. */
function pence(text: string): number {
  return Math.round(Number(text.replace(/[£,]/g, '')) * 100);
}

describe('the figures a lender’s documents are filled with', () => {
  it('takes every figure of a personal loan from the one quote, to the penny', () => {
    const { quote, view } = personalLoanView();

    expect(view.credit).toMatchObject({
      amount: '£5,000',
      total_payable: '£6,056.23',
      total_cost: '£1,056.23',
      total_interest: '£1,056.23',
      fees: '£0.00',
      instalment: '£168.23',
      final_instalment: '£168.18',
      instalments: '36',
      term: '36 months',
      frequency: 'one each month',
      first_due_date: '12 January 2027',
      final_due_date: '12 December 2029',
      borrowing_rate: '12.9%',
      apr: '13.7%',
      late_fee: '£12.00',
      drawdown: 'We pay the full £5,000 into your bank account on the day the agreement is made.',
      daily_interest: '£1.77',
      short_term: false,
    });
    expect(pence(view.credit.amount)).toBe(quote.principalMinor);
    expect(pence(view.credit.total_payable)).toBe(quote.totalRepayableMinor);
    expect(pence(view.credit.total_cost)).toBe(quote.totalCostMinor);
    expect(pence(view.credit.total_interest)).toBe(quote.totalInterestMinor);
    expect(pence(view.credit.instalment)).toBe(quote.instalments[0].paymentMinor);
    expect(pence(view.credit.final_instalment)).toBe(quote.instalments[35].paymentMinor);
    // What the borrower reads adds up: 35 regular instalments and the last make the total payable.
    expect(35 * pence(view.credit.instalment) + pence(view.credit.final_instalment)).toBe(pence(view.credit.total_payable));
    expect(view.credit.apr).toBe(`${quote.aprPercent}%`);
  });

  it('prices a loan under £3,000 at the band’s rate, as the quote does', () => {
    const quote = quoteLoan(seededPersonalLoan, 200_000, 24, '2026-12-12');
    const view = documentView({ quote, product: seededPersonalLoan, lender, borrower: { name: 'Jane Smith', address: 'Manchester' }, offer: { reference: 'LR-1', expiresAt: new Date('2026-12-26T10:15:00Z') }, agreementDate: '2026-12-12' });

    expect(view.credit.borrowing_rate).toBe('21.9%');
    expect(pence(view.credit.total_payable)).toBe(quote.totalRepayableMinor);
  });

  it('words a short-term loan as one payment, with the APR grouped as people read it', () => {
    const product = paydayLoan();
    const quote = quoteLoan(product, 20_000, 30, '2026-12-12');
    const view = documentView({ quote, product, lender, borrower: { name: 'Jane Smith', address: 'Manchester' }, offer: { reference: 'LR-7', expiresAt: new Date('2026-12-26T10:15:00Z') }, agreementDate: '2026-12-12' });

    expect(view.credit).toMatchObject({
      amount: '£200',
      total_payable: '£248.00',
      total_interest: '£48.00',
      instalment: '£248.00',
      final_instalment: '£248.00',
      instalments: '1',
      term: '30 days',
      frequency: 'a single payment at the end of the term',
      first_due_date: '11 January 2027',
      borrowing_rate: '292%',
      apr: '1,269.7%',
      late_fee: '£15.00',
      daily_interest: '£1.60',
      short_term: true,
    });
  });

  it('says when an arrangement fee is taken from the money paid out', () => {
    const product = personalLoan({ arrangementFee: { kind: 'fixed', amountMinor: 5_000, financed: false } });
    const quote = quoteLoan(product, 500_000, 36, '2026-12-12');
    const view = documentView({ quote, product, lender, borrower: { name: 'Jane Smith', address: 'Manchester' }, offer: { reference: 'LR-8', expiresAt: new Date('2026-12-26T10:15:00Z') }, agreementDate: '2026-12-12' });

    expect(view.credit.fees).toBe('£50.00');
    expect(view.credit.drawdown).toBe('We pay £4,950 into your bank account on the day the agreement is made: the £5,000 you borrow less the arrangement fee of £50.');
    expect(pence(view.credit.total_cost)).toBe(quote.totalInterestMinor + 5_000);
  });

  it('names the lender, the borrower, the offer and the withdrawal period', () => {
    const { view } = personalLoanView();

    expect(view.lender).toMatchObject({
      legal_entity: 'Kestrel Credit Ltd',
      trading_name: 'Kestrel Credit',
      registered_address: '3 Harrier Yard, Leeds, LS1 4AP',
      frn: 'FRN 987654',
      withdrawal_address: 'Withdrawals, 3 Harrier Yard, Leeds, LS1 4AP',
      withdrawal_email: 'withdraw@kestrel.test',
      hours: 'Monday to Friday, 8am to 6pm',
      complaints_email: 'complaints@kestrel.test',
    });
    expect(view.borrower).toEqual({ name: 'Jane Smith', address: '12 Kestrel Street, Manchester, M4 1LE' });
    expect(view.offer).toEqual({ reference: 'LR-000042', expires_on: '26 December 2026' });
    expect(view.withdrawal).toEqual({ days: '14', repay_days: '30' });
    expect(view.agreement).toEqual({ date: '12 December 2026' });
    expect(view.signature).toBeUndefined();
  });

  it('dates an offer by the UK day its last moment falls on', () => {
    const quote = quoteLoan(seededPersonalLoan, 500_000, 36, '2026-06-12');
    // 23:30 UTC on 25 June is 00:30 on 26 June in London (summer time).
    const view = documentView({ quote, product: seededPersonalLoan, lender, borrower: { name: 'Jane Smith', address: 'Leeds' }, offer: { reference: 'LR-9', expiresAt: new Date('2026-06-25T23:30:00Z') }, agreementDate: '2026-06-12' });

    expect(view.offer.expires_on).toBe('26 June 2026');
  });

  it('signs the executed copy with the moments in UK time and how the borrower signed', () => {
    const { view } = personalLoanView({
      borrowerName: 'Jane Smith',
      signedAt: new Date('2026-12-12T14:03:27Z'),
      lenderSignatory: 'Head of Lending, for Kestrel Credit Ltd',
      lenderSignedAt: new Date('2026-12-12T14:03:28Z'),
      phoneMasked: '+44 ••••• ••• 123',
    });

    expect(view.signature).toEqual({
      borrower_name: 'Jane Smith',
      signed_at: '12 December 2026 at 14:03 (UK time)',
      lender_signatory: 'Head of Lending, for Kestrel Credit Ltd',
      lender_signed_at: '12 December 2026 at 14:03 (UK time)',
      method: 'Signed electronically: full name typed and confirmed with a one-time code texted to +44 ••••• ••• 123.',
    });
  });

  it('tells summer time from winter time in a signature', () => {
    const { view } = personalLoanView({ borrowerName: 'Jane Smith', signedAt: new Date('2026-07-01T23:10:00Z'), lenderSignatory: 'Kestrel Credit Ltd', lenderSignedAt: new Date('2026-07-01T23:10:00Z'), phoneMasked: '+44 ••••• ••• 123' });

    expect(view.signature?.signed_at).toBe('2 July 2026 at 00:10 (UK time)');
  });

  it('refuses a quote of another product, so one loan’s figures never go under another’s terms', () => {
    const quote = quoteLoan(paydayLoan(), 20_000, 30, '2026-12-12');

    expect(() => offerFiguresResource(quote, seededPersonalLoan)).toThrow(RangeError);
    expect(() => documentView({ quote, product: seededPersonalLoan, lender, borrower: { name: 'J S', address: '' }, offer: { reference: 'LR-1', expiresAt: new Date() }, agreementDate: '2026-12-12' })).toThrow(RangeError);
  });
});

describe('the figures of an offer on the wire', () => {
  it('gives the quote’s figures in minor units and decimal text', () => {
    const quote = quoteLoan(seededPersonalLoan, 500_000, 36, '2026-12-12');

    expect(offerFiguresResource(quote, seededPersonalLoan)).toEqual({
      currency: 'GBP',
      amount: 500_000,
      total_payable: 605_623,
      total_cost: 105_623,
      total_interest: 105_623,
      fees: 0,
      instalment: 16_823,
      instalments: 36,
      term: 36,
      term_unit: 'months',
      annual_rate: '0.129',
      apr: '13.7',
      first_due_date: '2027-01-12',
      final_due_date: '2029-12-12',
      late_fee: 1_200,
    });
  });

  it('gives a short-term loan its one payment', () => {
    const quote = quoteLoan(paydayLoan(), 20_000, 30, '2026-12-12');

    expect(offerFiguresResource(quote, paydayLoan())).toMatchObject({ instalment: 24_800, instalments: 1, term: 30, term_unit: 'days', apr: '1269.7', late_fee: 1_500, first_due_date: '2027-01-11' });
  });
});
