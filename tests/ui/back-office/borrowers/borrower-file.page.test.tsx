import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Conflict, Forbidden, ValidationFailed } from '../../../../src-domain/shared/errors';
import { formatCalendarDate } from '../../../../src-domain/shared/calendar-date';
import { findHeading } from '../../support/fake-app';
import { aStaffMember } from '../fake-back-office';
import { ActionsGateway, FakeBorrowerFileGateway, openFiles } from './fake-borrower-files';

// pdf.js draws on a real canvas, which jsdom has not: the page's use of it is what is checked here.
const renderPdf = vi.hoisted(() => vi.fn(async (_bytes: Uint8Array, container: HTMLElement, name: string) => {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', `Page 1 of 1 of ${name}`);
  container.appendChild(canvas);
  return { pageCount: 1, shownPages: 1 };
}));
vi.mock('../../../../src-ui/back-office/borrowers/pdf-canvas', () => ({ renderPdf, PDF_PREVIEW_MAX_PAGES: 10 }));

const createObjectURL = vi.fn(() => 'blob:preview-1');
beforeEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  createObjectURL.mockClear();
  renderPdf.mockClear();
});

function section(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
}

describe('the borrower’s file', () => {
  it('shows every part under its heading, every figure formatted', async () => {
    await openFiles('/back-office/borrowers/7');
    await findHeading('Dana Whitfield');
    for (const title of ['Identity and verification', 'Profile', 'Addresses', 'Bank accounts', 'Employment and declared outgoings', 'Affordability', 'Documents', 'Loan requests', 'Loans', 'Letters', 'Conversations']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    const identity = section('Identity and verification');
    expect(within(identity).getByText('Verified')).toBeTruthy();
    expect(within(identity).getByText('Not verified')).toBeTruthy();
    expect(within(identity).getByText('Not confirmed yet')).toBeTruthy();
    expect(within(identity).getByText('14 March 1988')).toBeTruthy();
    const affordability = section('Affordability');
    expect(within(affordability).getByText('£1,390.00')).toBeTruthy();
    expect(within(affordability).getByText('40%')).toBeTruthy();
    expect(within(affordability).getByText('£370.88')).toBeTruthy();
    const requests = section('Loan requests');
    expect(within(requests).getByText('£6,000')).toBeTruthy();
    expect(within(requests).getByText('24 months')).toBeTruthy();
    const loans = section('Loans');
    expect(within(loans).getByText('£2,000.00')).toBeTruthy();
    expect(within(loans).getAllByText('£1,030.00').length).toBeGreaterThan(0);
    expect(within(section('Conversations')).getByRole('link', { name: 'My payment date' }).getAttribute('href')).toBe('/back-office/conversations/41');
  });

  it('offers an underwriter the decisions and reviews, and not the servicing actions', async () => {
    await openFiles('/back-office/borrowers/7');
    await findHeading('Dana Whitfield');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline…' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Accept' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Record a payment…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Settle…' })).toBeNull();
  });

  it('offers servicing the payments and the settlement, and not the decisions', async () => {
    await openFiles('/back-office/borrowers/7', aStaffMember({ staffRole: 'servicing' }));
    await findHeading('Dana Whitfield');
    expect(screen.getByRole('button', { name: 'Record a payment…' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Settle…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('says there is no such borrower for an unknown number', async () => {
    await openFiles('/back-office/borrowers/404');
    await findHeading('There is no borrower with this number');
  });

  it('records the first of two approvals over the limit and says a second person is needed', async () => {
    const actions = new ActionsGateway();
    actions.approval = { status: 'first_approval', approvalsNeeded: 1 };
    const files = new FakeBorrowerFileGateway();
    await openFiles('/back-office/borrowers/7', aStaffMember(), files, actions);
    await findHeading('Dana Whitfield');
    const readsBefore = files.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('First approval recorded. This loan needs a second person’s approval before the offer is made.')).toBeTruthy();
    expect(actions.calls).toContain('approve:12');
    // The file is read again after the action.
    await waitFor(() => expect(files.calls.slice(readsBefore)).toContain('file:7'));
  });

  it('does not offer the second approval to the person who gave the first', async () => {
    const files = new FakeBorrowerFileGateway();
    const file = files.files.get(7)!;
    files.files.set(7, { ...file, requests: [{ ...file.requests[0], approvals: [{ staffName: 'Priya Shah', approvedAt: '2026-11-20T09:00:00.000Z' }] }] });
    await openFiles('/back-office/borrowers/7', aStaffMember(), files);
    await findHeading('Dana Whitfield');
    expect(screen.getByText(/^Approved by Priya Shah, 20 November 2026/)).toBeTruthy();
    expect(screen.getByText('You gave the first approval; a second person must approve.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline…' })).toBeTruthy();
  });

  it('says in words that nobody acts on their own file', async () => {
    const actions = new ActionsGateway();
    await openFiles('/back-office/borrowers/7', aStaffMember(), new FakeBorrowerFileGateway(), actions);
    await findHeading('Dana Whitfield');
    actions.failNext = new Forbidden('Forbidden', 403, 'own_file');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This is your own file: someone else must act on it.')).toBeTruthy();
  });

  it('declines in a dialog: a reason is needed, the server’s refusal shows under the field with the words kept', async () => {
    const actions = new ActionsGateway();
    await openFiles('/back-office/borrowers/7', aStaffMember(), new FakeBorrowerFileGateway(), actions);
    await findHeading('Dana Whitfield');
    fireEvent.click(screen.getByRole('button', { name: 'Decline…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/KC-000012: £6,000 personal loan/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Write the reason the borrower will read.')).toBeTruthy();
    expect(actions.calls).not.toContain('decline:12');

    const reason = within(dialog).getByLabelText('Reason the borrower will read');
    fireEvent.change(reason, { target: { value: 'Outgoings leave too little' } });
    actions.failNext = new ValidationFailed({ reason: ['Say which outgoings.'] }, 'Say which outgoings.', 422);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Say which outgoings.')).toBeTruthy();
    expect((reason as HTMLTextAreaElement).value).toBe('Outgoings leave too little');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined. The borrower has been told why.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actions.calls.filter((call) => call === 'decline:12')).toHaveLength(2);
  });

  it('shows a 409 in the server’s words', async () => {
    const actions = new ActionsGateway();
    await openFiles('/back-office/borrowers/7', aStaffMember(), new FakeBorrowerFileGateway(), actions);
    await findHeading('Dana Whitfield');
    actions.failNext = new Conflict('This request is already decided.', 409);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This request is already decided.')).toBeTruthy();
  });

  it('accepts a passport with the identity confirmed, and a payslip without the question', async () => {
    const actions = new ActionsGateway();
    const approved: unknown[] = [];
    actions.approveDocument = async (id, input) => {
      actions.calls.push(`approveDocument:${id}`);
      approved.push(input);
    };
    await openFiles('/back-office/borrowers/7', aStaffMember(), new FakeBorrowerFileGateway(), actions);
    await findHeading('Dana Whitfield');
    const passport = screen.getByRole('heading', { level: 3, name: 'Passport (front)' }).closest('li')!;
    const payslip = screen.getByRole('heading', { level: 3, name: 'Payslip' }).closest('li')!;
    expect(within(payslip).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(passport).getByRole('checkbox', { name: /identity confirmed/ }));
    fireEvent.click(within(passport).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Document accepted and the identity confirmed.')).toBeTruthy();
    expect(approved).toEqual([{ identity_confirmed: true }]);
  });

  it('previews an image from a blob URL and a PDF on canvas, never in a frame', async () => {
    const { files } = await openFiles('/back-office/borrowers/7');
    await findHeading('Dana Whitfield');
    expect(files.calls.some((call) => call.startsWith('documentFile'))).toBe(false);
    const passport = screen.getByRole('heading', { level: 3, name: 'Passport (front)' }).closest('li')!;
    fireEvent.click(within(passport).getByRole('button', { name: 'Show the document' }));
    const image = await within(passport).findByRole('img', { name: 'The borrower\'s upload passport.jpg' });
    expect(image.getAttribute('src')).toBe('blob:preview-1');
    const payslip = screen.getByRole('heading', { level: 3, name: 'Payslip' }).closest('li')!;
    fireEvent.click(within(payslip).getByRole('button', { name: 'Show the document' }));
    expect(await within(payslip).findByRole('img', { name: 'Page 1 of 1 of payslip.pdf' })).toBeTruthy();
    expect(new TextDecoder().decode(renderPdf.mock.calls[0][0])).toBe('%PDF-1.7');
    expect(document.querySelector('iframe, embed, object')).toBeNull();
    expect(files.calls).toEqual(expect.arrayContaining(['documentFile:21', 'documentFile:22']));
  });

  it('records a payment typed in pounds as pence, and refuses what is not an amount without sending it', async () => {
    const actions = new ActionsGateway();
    const paid: unknown[] = [];
    actions.recordPayment = async (id, input) => {
      actions.calls.push(`pay:${id}`);
      paid.push(input);
    };
    await openFiles('/back-office/borrowers/7', aStaffMember({ staffRole: 'servicing' }), new FakeBorrowerFileGateway(), actions);
    await findHeading('Dana Whitfield');
    fireEvent.click(screen.getByRole('button', { name: 'Record a payment…' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Amount paid, in pounds');
    fireEvent.change(amount, { target: { value: 'ten pounds' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    expect(await within(dialog).findByText('Enter the amount paid in pounds, for example 150.00.')).toBeTruthy();
    expect(paid).toEqual([]);
    fireEvent.change(amount, { target: { value: '£1,020.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    const today = new Date().toISOString().slice(0, 10);
    expect(await screen.findByText(`Payment of £1,020.50 received on ${formatCalendarDate(today)} recorded.`)).toBeTruthy();
    expect(paid).toEqual([{ amount: 102_050, date: today }]);
  });

  it('records the money as the borrower’s pending part payment on the day it arrived, and keeps what was typed when the server refuses the day', async () => {
    const files = new FakeBorrowerFileGateway();
    const file = files.files.get(7)!;
    file.loans[0] = { ...file.loans[0], pendingPartPayment: { id: 5, amountMinor: 50_000, choice: 'shorter_term', createdAt: '2026-02-10T09:00:00.000Z', preview: { asOf: '2026-02-15', regularPaymentMinor: 103_000, count: 1, finalDueDate: '2026-03-01', interestSavedMinor: 1_234 } } };
    const actions = new ActionsGateway();
    const paid: unknown[] = [];
    let refuse = true;
    actions.recordPayment = async (_id, input) => {
      paid.push(input);
      if (refuse) throw new ValidationFailed({ date: ['The money cannot have arrived before the loan was paid out on 1 January 2026.'] });
    };
    await openFiles('/back-office/borrowers/7', aStaffMember({ staffRole: 'admin' }), files, actions);
    await findHeading('Dana Whitfield');
    fireEvent.click(screen.getByRole('button', { name: 'Record a payment…' }));
    const dialog = await screen.findByRole('dialog');
    const asPart = within(dialog).getByRole('radio', { name: /The part payment the borrower confirmed: £500\.00 to finish sooner/ }) as HTMLInputElement;
    expect(asPart.checked).toBe(true);
    expect(within(dialog).getByText(/makes 1 payment of £1,030\.00, the last on 1 March 2026, and saves £12\.34 interest/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Amount paid, in pounds') as HTMLInputElement).value).toBe('500.00');
    fireEvent.change(within(dialog).getByLabelText('Date the money arrived'), { target: { value: '2025-12-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    expect(await within(dialog).findByText('The money cannot have arrived before the loan was paid out on 1 January 2026.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Date the money arrived') as HTMLInputElement).value).toBe('2025-12-30');
    expect((within(dialog).getByLabelText('Amount paid, in pounds') as HTMLInputElement).value).toBe('500.00');
    expect(paid).toEqual([{ amount: 50_000, date: '2025-12-30', part_payment_id: 5 }]);

    refuse = false;
    fireEvent.change(within(dialog).getByLabelText('Date the money arrived'), { target: { value: '2026-02-12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText('Payment of £500.00 received on 12 February 2026 recorded as the borrower’s part payment.')).toBeTruthy();
    expect(paid.at(-1)).toEqual({ amount: 50_000, date: '2026-02-12', part_payment_id: 5 });
  });

  it('shows the server’s settlement figure for today before settling', async () => {
    {
      const actions = new ActionsGateway();
      await openFiles('/back-office/borrowers/7', aStaffMember({ staffRole: 'admin' }), new FakeBorrowerFileGateway(), actions);
      await findHeading('Dana Whitfield');
      fireEvent.click(screen.getByRole('button', { name: 'Settle…' }));
      const dialog = await screen.findByRole('dialog');
      // The figure the file carries from the server's ledger, the one `settle` charges.
      expect(within(dialog).getByText('Settlement figure today (15 February 2026):', { exact: false })).toBeTruthy();
      expect(within(dialog).getByText('£2,010.00')).toBeTruthy();
      expect(within(dialog).getByText('Interest to today: £10.00')).toBeTruthy();
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Settle the loan' })));
      expect(await screen.findByText('Loan settled.')).toBeTruthy();
      expect(actions.calls).toContain('settle:77');
    }
  });

  it('offers to try again when the file cannot be read', async () => {
    const files = new FakeBorrowerFileGateway();
    files.failAll = new Forbidden('Forbidden', 403, 'role_not_allowed');
    await openFiles('/back-office/borrowers/7', aStaffMember(), files);
    await findHeading('We could not open this file');
    expect(screen.getByText('Your role does not include this. Ask an administrator if you need it.')).toBeTruthy();
    files.failAll = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await findHeading('Dana Whitfield');
  });
});

describe('the borrower search', () => {
  it('asks for two characters, finds by name, says when nothing matches', async () => {
    const { files } = await openFiles('/back-office/borrowers');
    await findHeading('Find a borrower');
    const box = screen.getByLabelText('Name, e-mail, account number or reference');
    fireEvent.change(box, { target: { value: 'd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type at least 2 characters.')).toBeTruthy();
    expect(files.calls).toEqual([]);
    fireEvent.change(box, { target: { value: 'dana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: 'Dana Whitfield' });
    expect(link.getAttribute('href')).toBe('/back-office/borrowers/7');
    expect(screen.getByText('dana@example.com')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'zed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await findHeading('No borrower matches');
  });
});

