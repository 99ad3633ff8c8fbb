import { expect } from 'vitest';
import type { AppDatabase } from '../../../src-server/db/database.factory';
import { NotificationsRepository } from '../../../src-server/db/notifications.repository';
import { toLetterResource, type LetterResource } from '../../../src-server/http/letters/letter.resources';
import type { LetterService } from '../../../src-server/http/letters/letter.service';
import type { LoanService } from '../../../src-server/http/loans/loan.service';
import { textOutput } from '../../../src-server/operator/console-output';
import type { OperatorContext } from '../../../src-server/operator/lender-command';
import { letterService, loanService } from '../../../src-server/operator/loan.commands';
import { NotificationService } from '../../../src-server/services/notification.service';
import { completeBorrower } from '../support/borrower';
import { get, send } from '../support/http-client';
import { signForLoan } from '../support/paid-out';
import type { TestApp } from '../support/test-app';

export const DAY_MS = 86_400_000;

/** The servicing as the server and `lender service` run it, on `database` (another instance's, or the app's). */
export function servicingOn(t: TestApp, database: AppDatabase = t.database): { loans: LoanService; letters: LetterService; mails: string[] } {
  const mails: string[] = [];
  const context: OperatorContext = {
    config: t.config,
    database,
    clock: t.clock,
    notifications: new NotificationService(new NotificationsRepository(database.db), { publish: async () => undefined } as never, t.clock, { error: () => undefined, warn: () => undefined } as never),
    outbox: { send: async (message: { subject: string }) => void mails.push(message.subject) } as never,
    out: textOutput(() => undefined),
  };
  const loans = loanService(context);
  return { loans, letters: letterService(context, loans), mails };
}

/** A signed personal loan of £1,200 over 24 months, paid out today on the test clock. */
export async function signedLoan(t: TestApp): Promise<{ token: string; userId: number; loanId: number }> {
  const borrower = await completeBorrower(t.app, t.database, 'approved');
  const request = await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 120_000, term: 24, purpose: 'car', bank_id: borrower.bankId, consent: true }, { token: borrower.token });
  expect(request.statusCode, request.body).toBe(201);
  const loanId = await signForLoan(t.app, t.database, borrower.token, request.json().data.id);
  const userId = (await get(t.app, '/api/v1/users/me', borrower.token)).json().data.id as number;
  return { token: borrower.token, userId, loanId };
}

/** The test clock's day. */
export function todayOf(t: TestApp): string {
  return t.clock.now().toISOString().slice(0, 10);
}

/** Moves the test clock to 10:00 UTC on `date`. */
export function moveTo(t: TestApp, date: string): void {
  const target = Date.parse(`${date}T10:00:00.000Z`);
  if (target < t.clock.now().getTime()) throw new Error(`the clock cannot go back to ${date}`);
  t.clock.advance(target - t.clock.now().getTime());
}

/**
 * The loan's letters as the wire shows them (`LetterResource`), read through the service: on a clock
 * moved months ahead the borrower's sign-in token has long expired.
 */
export async function lettersOfLoan(t: TestApp, userId: number, loanId: number): Promise<LetterResource[]> {
  return (await servicingOn(t).letters.lettersOfLoan(userId, loanId)).map(toLetterResource);
}

/** A letter's PDF as the borrower downloads it, checked against the log. */
export async function letterPdf(t: TestApp, userId: number, letterId: number): Promise<Uint8Array> {
  return (await servicingOn(t).letters.pdf(userId, letterId)).pdf;
}

/** The letter rows of a loan as stored, for what the wire does not show (trigger keys). */
export async function letterRows(t: TestApp, loanId: number) {
  return t.database.db.selectFrom('letters').selectAll().where('loan_id', '=', loanId).orderBy('id').execute();
}
