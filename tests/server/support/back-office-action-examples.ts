import { completeBorrower, NO_OUTGOINGS } from './borrower';
import { send } from './http-client';
import { signForLoan } from './paid-out';
import { staffMember } from './staff';
import type { TestApp } from './test-app';

/** What a recipe of openapi-stateful-examples.ts answers (its `ExampleState`). */
interface ActionExampleState {
  url: string;
  token: string;
  body?: Record<string, unknown>;
}

/**
 * The `x-example-setup` recipes of the back office's actions (docs/design/back-office.md §4, the POST
 * rows): a borrower makes the subject through the API, and an administrator (every permission, 2FA on,
 * not the borrower) calls the action with their own token in place of the borrower's.
 */
export const BACK_OFFICE_ACTION_RECIPES: Record<string, (t: TestApp, token: string | undefined, example: Record<string, unknown>, url: string) => Promise<ActionExampleState>> = {
  'back-office-open-request': async (t, _token, _example, url) => {
    const borrower = await completeBorrower(t.app, t.database, 'approved', NO_OUTGOINGS);
    // Above the automatic-decision limit, the request waits for a person.
    const filed = await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 2_000_000, term: 60, purpose: 'home_improvement', bank_id: borrower.bankId, consent: true }, { token: borrower.token });
    return staffCalls(t, url, filed.json().data.id);
  },
  'back-office-pending-document': async (t, _token, _example, url) => {
    const borrower = await completeBorrower(t.app, t.database, 'pending');
    return staffCalls(t, url, borrower.documents.payslip);
  },
  'back-office-open-conversation': async (t, _token, _example, url) => {
    const borrower = await completeBorrower(t.app, t.database, 'none');
    const started = await send(t.app, 'POST', '/api/v1/messages', { subject: 'Changing my payment date', body: 'Could my payments move to the end of the month?' }, { token: borrower.token });
    return staffCalls(t, url, started.json().data.id);
  },
  'back-office-active-loan': async (t, _token, _example, url) => {
    const borrower = await completeBorrower(t.app, t.database, 'approved');
    // Within the automatic-decision limit: the offer is made at once, and signing it pays out.
    const filed = await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 300_000, term: 24, purpose: 'car', bank_id: borrower.bankId, consent: true }, { token: borrower.token });
    return staffCalls(t, url, await signForLoan(t.app, t.database, borrower.token, filed.json().data.id));
  },
  'back-office-refund-due': async (t, _token, _example, url) => {
    const borrower = await completeBorrower(t.app, t.database, 'approved');
    const filed = await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 300_000, term: 24, purpose: 'car', bank_id: borrower.bankId, consent: true }, { token: borrower.token });
    const loanId = await signForLoan(t.app, t.database, borrower.token, filed.json().data.id);
    // More than the loan owes arrives: the payment's refund part is due back (ADR 0048).
    const state = await staffCalls(t, url, loanId);
    await send(t.app, 'POST', `/api/v1/back-office/loans/${loanId}/payments`, { amount: 350_000 }, { token: state.token });
    const payment = await t.database.db.selectFrom('loan_payments').select('id').where('loan_id', '=', loanId).executeTakeFirstOrThrow();
    return { url: url.replace(/\/1(?=\/|$|\?)/, `/${payment.id}`), token: state.token, body: { sent_on: t.clock.now().toISOString().slice(0, 10) } };
  },
  'back-office-open-complaint': async (t, _token, _example, url) => {
    const borrower = await completeBorrower(t.app, t.database, 'none');
    const sent = await send(t.app, 'POST', '/api/feedback', { category: 'complaint', message: 'I was charged a late fee although I paid on time.' }, { token: borrower.token });
    return staffCalls(t, url, sent.json().data.complaint.id);
  },
};

/** The documented URL with the subject's id, and an administrator's token to call it with. */
async function staffCalls(t: TestApp, url: string, id: number): Promise<ActionExampleState> {
  const admin = await staffMember(t, { role: 'admin' });
  return { url: url.replace(/\/1(?=\/|$|\?)/, `/${id}`), token: admin.token };
}
