import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { dropAppendOnlyTriggers, lenderOn } from '../issued-documents/issued-documents-support';
import { send } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedLoan } from '../letters/letters-support';

let t: TestApp;
let lender: ReturnType<typeof lenderOn>;
beforeAll(async () => {
  t = await createTestApp();
  lender = lenderOn(t);
}, 60_000);
afterAll(() => t?.close());

describe('lender letters and resend-letter', () => {
  it('lists a loan’s letters with their state, resends one, and says when a stored PDF no longer matches the log', async () => {
    const { token, userId, loanId } = await signedLoan(t);
    const statement = (await send(t.app, 'POST', `/api/loan/${loanId}/letters/statement`, {}, { token })).json().data;

    const listed = await lender('letters', String(loanId));
    expect(listed.code).toBe(0);
    expect(listed.printed).toMatch(/statement-of-account/);
    expect(listed.printed).toMatch(/request:[0-9a-f-]{36}/);
    expect(listed.printed).toMatch(/\byes\b/);

    const before = await t.database.db.selectFrom('notifications').select('id').where('notifiable_id', '=', userId).where('type', '=', NotificationType.LetterIssued).execute();
    const resent = await lender('resend-letter', String(statement.id));
    expect(resent).toMatchObject({ code: 0 });
    expect(resent.printed).toContain(`Letter ${statement.id}: the borrower was told again and e-mailed.`);
    const after = await t.database.db.selectFrom('notifications').select('id').where('notifiable_id', '=', userId).where('type', '=', NotificationType.LetterIssued).execute();
    expect(after).toHaveLength(before.length + 1);

    const { issued_file_id } = await t.database.db.selectFrom('letters').select('issued_file_id').where('id', '=', statement.id).executeTakeFirstOrThrow();
    await dropAppendOnlyTriggers(t);
    await t.database.db.updateTable('issued_files').set({ pdf: new Uint8Array([37, 80, 68, 70]) }).where('id', '=', issued_file_id!).execute();
    expect((await lender('letters', String(loanId))).printed).toContain('NO: changed or missing');
  }, 120_000);

  it('an unknown loan or letter is said plainly', async () => {
    const loan = await lender('letters', '999999');
    expect(loan.code).not.toBe(0);
    expect(loan.printed).toContain('There is no loan 999999.');
    const letter = await lender('resend-letter', '999999');
    expect(letter.code).not.toBe(0);
    expect(letter.printed).toContain('There is no letter 999999.');
  });
});
