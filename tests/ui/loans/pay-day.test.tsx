import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EligibilityCheckDto, LoanRequestDto } from '../../../src-domain/loans/loan-request.dto';
import type { LoanGateway } from '../../../src-domain/loans/loan-gateway.port';
import type { EligibilityAnswer, LoanRequest } from '../../../src-domain/loans/loan.entity';
import { parsePayDay } from '../../../src-domain/loans/pay-day-choice';
import { quoteLoan } from '../../../src-domain/loans/quote';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { LOAN_CATALOGUE } from '../../../src-server/seed/loan-catalogue.seed';
import { aUser, findHeading, openApp } from '../support/fake-app';
import { FakeProfileGateway } from '../support/fake-profile';
import { EmptyLoanGateway } from '../support/fake-products';

const verified = aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
/** England's Christmas 2026: Boxing Day a Saturday, so Monday the 28th is the bank holiday. */
const ENGLAND = new Set(['2026-12-25', '2026-12-28', '2027-01-01']);
const PAID_OUT = '2026-11-16';

/**
 * The server's eligibility check, as it answers: priced by the real loan math on the pay day sent
 * (14 days' minimum); every check and request recorded, a request refused under bank_id.
 */
function payDayLoans() {
  const checks: EligibilityCheckDto[] = [];
  const requests: LoanRequestDto[] = [];
  const gateway: LoanGateway = Object.assign(new EmptyLoanGateway(), {
    async checkEligibility(input: EligibilityCheckDto): Promise<EligibilityAnswer> {
      checks.push(input);
      const product = LOAN_CATALOGUE.find((p) => p.alias === input.product_alias)!;
      const payDay = parsePayDay(input.pay_day);
      const quote = quoteLoan(product, input.amount, input.term, PAID_OUT, undefined, payDay ? { payDay, bankHolidays: (date: string) => ENGLAND.has(date), minFirstPaymentDays: 14 } : undefined);
      return { eligible: true, reasons: [], maxAmountMinor: null, awaitingDocuments: [], quote };
    },
    async requestLoan(input: LoanRequestDto): Promise<LoanRequest> {
      requests.push(input);
      throw new ValidationFailed({ bank_id: ['Choose one of your bank accounts.'] });
    },
  });
  return { gateway, checks, requests };
}

function withBank(): FakeProfileGateway {
  const profile = new FakeProfileGateway();
  profile.current.banks = [{ id: 7, bankName: 'Barclays', accountHolder: 'Ada Lovelace', accountKind: 'domestic', accountNumberMasked: '•••• 1234', routingCode: '20-00-00', currency: 'GBP', isPrimary: true, updatedAt: '2026-11-01T00:00:00Z' }];
  return profile;
}

describe('<LoanRequestPage> asks which day of the month the borrower is paid', () => {
  it('lists the 1st to the 31st and the last working day, and with the 28th shows the first repayment on Thursday 24 December 2026 from the quote', async () => {
    const loans = payDayLoans();
    await openApp('/dashboard/loan-request?product=personal-loan', { signedInAs: verified, loans: loans.gateway, profile: withBank() });
    await findHeading('Apply for a loan');
    const select = (await screen.findByLabelText(/Which day of the month are you paid\?/)) as HTMLSelectElement;
    const options = [...select.options].map((option) => option.text);
    expect(options).toHaveLength(33);
    expect(options.slice(0, 4)).toEqual(['Choose…', '1st', '2nd', '3rd']);
    expect(options.slice(-2)).toEqual(['31st', 'The last working day of the month']);

    fireEvent.change(select, { target: { value: '28' } });
    expect(await screen.findByText('Your first repayment would be on Thursday 24 December 2026.')).toBeTruthy();
    expect(loans.checks.at(-1)).toMatchObject({ product_alias: 'personal-loan', pay_day: '28' });

    fireEvent.change(select, { target: { value: 'last_working_day' } });
    // 30 November is 14 days after 16 November: the first pay date far enough off.
    expect(await screen.findByText('Your first repayment would be on Monday 30 November 2026.')).toBeTruthy();
  });

  it('sends the pay day with the request, and keeps everything typed when the request is refused', async () => {
    const loans = payDayLoans();
    await openApp('/dashboard/loan-request?product=personal-loan', { signedInAs: verified, loans: loans.gateway, profile: withBank() });
    const select = (await screen.findByLabelText(/Which day of the month are you paid\?/)) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '28' } });
    await screen.findByText('Your first repayment would be on Thursday 24 December 2026.');
    fireEvent.change(screen.getByLabelText(/What is it for\?/), { target: { value: 'car' } });
    fireEvent.click(screen.getByRole('checkbox'));
    const apply = screen.getByRole('button', { name: /^Apply for £/ });
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply);

    expect(await screen.findByText('Choose one of your bank accounts.')).toBeTruthy();
    expect(loans.requests).toHaveLength(1);
    expect(loans.requests[0]).toMatchObject({ product_alias: 'personal-loan', pay_day: '28', purpose: 'car', bank_id: 7, consent: true });
    expect(select.value).toBe('28');
    expect((screen.getByLabelText(/What is it for\?/) as HTMLSelectElement).value).toBe('car');
    expect(screen.getByText('Your first repayment would be on Thursday 24 December 2026.')).toBeTruthy();
  });

  it('without a pay day the request is not sent: the form asks for one, beside the question', async () => {
    const loans = payDayLoans();
    await openApp('/dashboard/loan-request?product=personal-loan', { signedInAs: verified, loans: loans.gateway, profile: withBank() });
    await screen.findByLabelText(/Which day of the month are you paid\?/);
    fireEvent.change(screen.getByLabelText(/What is it for\?/), { target: { value: 'car' } });
    fireEvent.click(screen.getByRole('checkbox'));
    const apply = screen.getByRole('button', { name: /^Apply for £/ });
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply);
    expect(await screen.findByText('Choose the day of the month you are paid, or the last working day.')).toBeTruthy();
    expect(loans.requests).toHaveLength(0);
  });

  it('for a short-term loan, a pay day too far off is said beside the question, and the loan cannot be applied for on it', async () => {
    const loans = payDayLoans();
    await openApp('/dashboard/loan-request?product=payday-loan', { signedInAs: verified, loans: loans.gateway, profile: withBank() });
    const select = (await screen.findByLabelText(/Which day of the month are you paid\?/)) as HTMLSelectElement;
    // From 16 November, Friday 27 November is under the 14 days: the next is 29 December, 43 days off.
    fireEvent.change(select, { target: { value: '29' } });
    expect(await screen.findByText('This loan is repaid 7 to 35 days after it is paid out, and your pay day falls on 29 December 2026, 43 days away. Choose a pay day that falls between 30 November 2026 and 21 December 2026.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose a pay day that suits this loan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Apply for £/ }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(select, { target: { value: '16' } });
    // Wednesday 16 December, 30 days: repaid in one payment on that day.
    expect(await screen.findByText('You would repay it in one payment on Wednesday 16 December 2026.')).toBeTruthy();
    expect(screen.queryByText(/43 days away/)).toBeNull();
  });
});
