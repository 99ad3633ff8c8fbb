import { expect } from 'vitest';
import { AuditEntriesRepository, type AuditEntryRecord } from '../../../src-server/services/audit/audit-trail';
import { completeBorrower, NO_OUTGOINGS, type Borrower } from '../support/borrower';
import { get, send } from '../support/http-client';
import { signForLoan } from '../support/paid-out';
import type { TestApp } from '../support/test-app';

/** A borrower as the back office sees them: their token and their user id. */
export interface FileOwner extends Borrower {
  userId: number;
}

export async function borrowerWith(t: TestApp, documents: 'approved' | 'pending' | 'none' = 'approved'): Promise<FileOwner> {
  const borrower = await completeBorrower(t.app, t.database, documents, NO_OUTGOINGS);
  const userId = (await get(t.app, '/api/v1/users/me', borrower.token)).json().data.id as number;
  return { ...borrower, userId };
}

/** A personal-loan request for `amount` (minor units) waiting for a person (the app decides manually). */
export async function waitingRequest(t: TestApp, amount = 400_000, borrower?: FileOwner): Promise<{ borrower: FileOwner; requestId: number }> {
  const owner = borrower ?? (await borrowerWith(t));
  const filed = await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount, term: 24, purpose: 'car', bank_id: owner.bankId, consent: true }, { token: owner.token });
  expect(filed.statusCode, filed.body).toBe(201);
  expect(filed.json().data.status).toBe('in_review');
  return { borrower: owner, requestId: filed.json().data.id };
}

/** A loan paid out: a request approved by `approverToken` in the back office and signed by its borrower. */
export async function paidOutLoan(t: TestApp, approverToken: string): Promise<{ borrower: FileOwner; loanId: number }> {
  const { borrower, requestId } = await waitingRequest(t);
  const approved = await send(t.app, 'POST', `/api/v1/back-office/requests/${requestId}/approve`, {}, { token: approverToken });
  expect(approved.statusCode, approved.body).toBe(200);
  return { borrower, loanId: await signForLoan(t.app, t.database, borrower.token, requestId) };
}

/** A conversation the borrower started; its id. */
export async function conversationOf(t: TestApp, borrower: FileOwner): Promise<number> {
  const started = await send(t.app, 'POST', '/api/v1/messages', { subject: 'My repayment date', body: 'Can I move my repayment to the 28th?' }, { token: borrower.token });
  expect(started.statusCode, started.body).toBe(201);
  return started.json().data.id;
}

/** A complaint the borrower sent through the feedback form; its id. */
export async function complaintOf(t: TestApp, borrower: FileOwner): Promise<number> {
  const sent = await send(t.app, 'POST', '/api/feedback', { category: 'complaint', message: 'I was charged a late fee although I paid on the due date. Please refund it.', rating: null }, { token: borrower.token });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().data.complaint.id;
}

/** The audit entries of `action` on the borrower's file, newest first. */
export function auditOf(t: TestApp, borrowerId: number, action: string): Promise<AuditEntryRecord[]> {
  return new AuditEntriesRepository(t.database.db).all({ borrowerId, action });
}
