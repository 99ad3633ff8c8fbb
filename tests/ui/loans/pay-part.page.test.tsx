import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, findHeading, openApp } from '../support/fake-app';
import { LoansLoanGateway, aLoan } from '../support/fake-products';
import { FakeRepaymentGateway, aPosition } from '../support/fake-repayments';

const dana = aUser({ firstName: 'Dana', phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });

async function openPayPart(repayments = new FakeRepaymentGateway(), loan = aLoan(31)) {
  await openApp('/dashboard/loans/31/pay-part', { signedInAs: dana, loans: new LoansLoanGateway([loan]), repayments });
  await findHeading('Pay off part of your loan');
  return repayments;
}

async function previewBoth(amount: string) {
  fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Show me both choices' }));
}

const choiceCard = (name: string) => screen.findByRole('heading', { name }).then((heading) => heading.closest('.bp6-card') as HTMLElement);

describe('paying off part of a loan', () => {
  it('given £1,000, then both choices are previewed side by side with the interest each saves and the loan before and after', async () => {
    const repayments = await openPayPart();
    await previewBoth('1,000');

    const smaller = await choiceCard('Pay less each month');
    expect(smaller.textContent).toContain('Your monthly payment goes down from £218.70 to £182.44. You still finish on 29 July 2029.');
    expect(smaller.textContent).toContain('Interest saved £201.30');
    const smallerRows = within(smaller).getAllByRole('row').map((row) => row.textContent);
    expect(smallerRows).toContain('Monthly payment£218.70£182.44');
    expect(smallerRows).toContain('Total interest£1,373.12£1,171.82');

    const sooner = await choiceCard('Finish sooner');
    expect(sooner.textContent).toContain('You keep paying £218.70 a month and finish on 29 March 2029, with 29 payments left instead of 33.');
    expect(sooner.textContent).toContain('Interest saved £412.50');
    expect(within(sooner).getAllByRole('row').map((row) => row.textContent)).toContain('Payments left3329');
    expect(repayments.calls).toEqual(expect.arrayContaining(['previewPartPayment:31:100000:smaller_instalment', 'previewPartPayment:31:100000:shorter_term']));
  });

  it('when one is chosen and confirmed, then it says where to send the money with the loan’s reference, and the part payment can be cancelled', async () => {
    const repayments = await openPayPart();
    await previewBoth('1000');
    const sooner = await choiceCard('Finish sooner');
    fireEvent.click(within(sooner).getByRole('radio', { name: 'Choose “Finish sooner”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm this part payment' }));

    const panel = await choiceCard('Now send the money');
    expect(repayments.calls).toContain('confirmPartPayment:31:100000:shorter_term:hash-shorter_term-0');
    expect(panel.textContent).toContain('you chose to pay off £1,000.00 and finish sooner');
    const details = within(panel).getAllByRole('definition').map((dd) => dd.previousElementSibling!.textContent + ': ' + dd.textContent);
    expect(details).toEqual(['Amount: £1,000.00', 'Account name: Kestrel Credit Ltd', 'Sort code: 12-34-56', 'Account number: 87654321', 'Reference: KC00000031']);
    expect(panel.textContent).not.toMatch(/Direct Debit/i);

    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel this part payment' }));
    await screen.findByRole('button', { name: 'Show me both choices' });
    expect(repayments.calls).toContain('cancelPartPayment:31:9');
    expect(screen.queryByRole('heading', { name: 'Now send the money' })).toBeNull();
  });

  it('given an amount the server refuses (422), then its message is shown by the field and what was typed is kept', async () => {
    await openPayPart();
    await previewBoth('7,000.00');
    const field = screen.getByLabelText('Amount') as HTMLInputElement;
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe('That would pay off the whole loan: settle it instead, or pay less than £6,070.11.');
    expect(field.value).toBe('7,000.00');
    expect(screen.queryByRole('heading', { name: 'Finish sooner' })).toBeNull();
  });

  it('given text that is not an amount, then the field says how to write it without asking the server', async () => {
    const repayments = await openPayPart();
    await previewBoth('a thousand');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the amount in pounds and pence, like 500 or 250.50.');
    expect(repayments.calls.some((call) => call.startsWith('previewPartPayment'))).toBe(false);
  });

  it('given figures that moved since the preview (409 preview_stale), then it previews again, says the figures changed, and the new figures confirm', async () => {
    const repayments = new FakeRepaymentGateway();
    repayments.staleOnce = true;
    await openPayPart(repayments);
    await previewBoth('1000');
    fireEvent.click(within(await choiceCard('Pay less each month')).getByRole('radio'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm this part payment' }));

    expect((await screen.findByText(/The figures changed since you looked/)).textContent).toContain('Here they are again: check them and confirm.');
    await waitFor(async () => expect((await choiceCard('Pay less each month')).textContent).toContain('Interest saved £200.30'));
    expect(within(await choiceCard('Pay less each month')).getByRole('radio')).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm this part payment' }));
    await findHeading('Now send the money');
    expect(repayments.calls).toContain('confirmPartPayment:31:100000:smaller_instalment:hash-smaller_instalment-100');
  });

  it('given a part payment confirmed earlier, then the page shows it with its transfer details and a way to cancel it', async () => {
    const repayments = new FakeRepaymentGateway([aPosition(31, { pendingPartPayment: { id: 4, amountMinor: 50_000, choice: 'smaller_instalment', createdAt: '2026-11-09T10:00:00.000Z' } })]);
    await openPayPart(repayments);
    const card = await choiceCard('Your part payment is waiting for your money');
    expect(card.textContent).toContain('On 9 November 2026 you chose to pay off £500.00 and pay less each month.');
    expect(screen.getByRole('heading', { name: 'Or pay a different amount' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel this part payment' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your part payment is waiting for your money' })).toBeNull());
    expect(repayments.calls).toContain('cancelPartPayment:31:4');
  });

  it('given another borrower’s loan, then it says there is no such loan', async () => {
    await openApp('/dashboard/loans/32/pay-part', { signedInAs: dana, loans: new LoansLoanGateway([aLoan(31)]) });
    expect(await screen.findByText('There is no loan with this number in your account.')).toBeTruthy();
  });
});
