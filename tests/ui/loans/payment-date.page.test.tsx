import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentDateMoveRefusal } from '../../../src-domain/loans/repayment/payment-date-move';
import { aUser, findHeading, openApp } from '../support/fake-app';
import { LoansLoanGateway, aLoan } from '../support/fake-products';
import { FakeRepaymentGateway, aPosition } from '../support/fake-repayments';

const dana = aUser({ firstName: 'Dana', phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });

async function openPaymentDate(repayments = new FakeRepaymentGateway()) {
  await openApp('/dashboard/loans/31/payment-date', { signedInAs: dana, loans: new LoansLoanGateway([aLoan(31)]), repayments });
  await findHeading('Change your payment date');
  return repayments;
}

describe('changing the payment date', () => {
  it('given the 29th now, when the 2nd is chosen, then the exact preview shows the next payment moving, the one-off amount added and the dates after', async () => {
    const repayments = await openPaymentDate();
    const select = (await screen.findByLabelText('New payment day')) as HTMLSelectElement;
    expect(screen.getByText('Now: the 29th of each month.')).toBeTruthy();
    expect(within(select).getAllByRole('option')).toHaveLength(32);
    expect((within(select).getByRole('option', { name: 'The 29th' }) as HTMLOptionElement).disabled).toBe(true);

    fireEvent.change(select, { target: { value: '2' } });
    const preview = (await findHeading('Your next payment moves from 29 November 2026 to 2 December 2026')).closest('section') as HTMLElement;
    expect(preview.textContent).toContain('£6.42 is added to that payment, once: the interest for 3 more days of borrowing.');
    expect(within(preview).getAllByRole('row').map((row) => row.textContent)).toEqual(['No.DueAmount', '42 December 2026£225.12', '52 January 2027£218.70']);

    fireEvent.click(screen.getByRole('button', { name: 'Move my payments to the 2nd' }));
    await findHeading('Your payment date is changed');
    expect(screen.getByRole('status').textContent).toContain('From now on you pay on the 2nd of each month.');
    expect(repayments.calls).toContain('movePaymentDate:31:2:date-2');
  });

  it('given a day earlier in the month than the due date, then the one-off amount is taken off', async () => {
    await openPaymentDate();
    fireEvent.change(await screen.findByLabelText('New payment day'), { target: { value: '28' } });
    expect((await screen.findByText(/is taken off that payment/)).textContent).toBe('£2.14 is taken off that payment, once: the interest for 1 fewer day of borrowing.');
  });

  it('given a date moved within the year, then the reason is shown instead of the form, with the day it becomes possible', async () => {
    const repayments = new FakeRepaymentGateway([
      aPosition(31, { dateMoveRefusal: 'You moved your payment date on 1 March 2026. You can move it once every 12 months.', nextDateMoveFrom: '2027-03-01' }),
    ]);
    await openPaymentDate(repayments);
    await findHeading('You cannot change your payment date just now');
    expect(screen.getByText('You moved your payment date on 1 March 2026. You can move it once every 12 months.')).toBeTruthy();
    expect(screen.getByText('You can change it from 1 March 2027.')).toBeTruthy();
    expect(screen.queryByLabelText('New payment day')).toBeNull();
  });

  it('given the domain’s own reason with its ISO date, then the date is written in words and not said twice', async () => {
    const reason = paymentDateMoveRefusal({ asOf: '2026-11-10', lastMovedOn: '2026-11-10', monthsBetweenMoves: 12, collectionPending: false, inArrears: false })!;
    await openPaymentDate(new FakeRepaymentGateway([aPosition(31, { dateMoveRefusal: reason, nextDateMoveFrom: '2027-11-10' })]));
    await findHeading('You cannot change your payment date just now');
    expect(screen.getByText('The date can be moved once every 12 months; the next move is possible from 10 November 2027.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('2027-11-10');
    expect(screen.queryByText(/You can change it from/)).toBeNull();
  });

  it('given a refusal for arrears long after the last move, then no date already past is offered', async () => {
    const reason = paymentDateMoveRefusal({ asOf: '2026-11-10', lastMovedOn: '2025-01-10', monthsBetweenMoves: 12, collectionPending: false, inArrears: true })!;
    await openPaymentDate(new FakeRepaymentGateway([aPosition(31, { dateMoveRefusal: reason, nextDateMoveFrom: '2026-01-10' })]));
    await findHeading('You cannot change your payment date just now');
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByText(/You can change it from/)).toBeNull();
  });

  it('given a refusal the server finds at preview time (409 date_move_refused), then its reason replaces the form', async () => {
    const repayments = new FakeRepaymentGateway();
    await openPaymentDate(repayments);
    repayments.refusal = 'We cannot move your payment date while a payment is overdue.';
    fireEvent.change(await screen.findByLabelText('New payment day'), { target: { value: '5' } });
    await findHeading('You cannot change your payment date just now');
    expect(screen.getByText('We cannot move your payment date while a payment is overdue.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('New payment day')).toBeNull());
  });
});
