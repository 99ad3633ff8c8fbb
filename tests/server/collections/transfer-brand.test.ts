import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_DIRECT_DEBIT_MESSAGE } from '../../../src-server/http/direct-debit/direct-debit.service';
import { pdfText } from '../../support/pdf-text';
import { completeBorrower } from '../support/borrower';
import { get, send } from '../support/http-client';
import { offerOfRequest, verifyPhone } from '../support/paid-out';
import { signOffer } from '../support/sign-offer';
import { lenderOn } from '../support/lender-harness';
import { createTestApp, type TestApp } from '../support/test-app';
import { letterPdf, lettersOfLoan, moveTo, servicingOn, todayOf } from '../letters/letters-support';

/** A brand that collects by transfer (COLLECTION_METHOD=transfer): no mandate, no bureau file, and no word of Direct Debit. */

let t: TestApp;
/** Where a bureau's files would go: they never should. */
const bureau = mkdtempSync(join(tmpdir(), 'transfer-brand-'));
beforeAll(async () => {
  t = await createTestApp({ collections: { method: 'transfer', advanceNoticeWorkingDays: 3, outboxDir: join(bureau, 'outbox'), inboxDir: join(bureau, 'inbox') } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(bureau, { recursive: true, force: true });
});

const DIRECT_DEBIT = /direct\s+debit/i;

async function textOf(response: { rawPayload: Buffer; statusCode: number; body: string }): Promise<string> {
  expect(response.statusCode, response.body).toBe(200);
  return (await pdfText(response.rawPayload)).text;
}

describe('a lender that collects by transfer', () => {
  it('has no mandate to set up, and signing needs none', async () => {
    const borrower = await completeBorrower(t.app, t.database, 'approved');
    expect((await get(t.app, '/api/v1/direct-debit', borrower.token)).json().data).toMatchObject({ method: 'transfer', mandate: null });
    const refused = await send(t.app, 'PUT', '/api/v1/direct-debit/mandate', { bank_id: borrower.bankId }, { token: borrower.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: NOT_DIRECT_DEBIT_MESSAGE, code: 'not_direct_debit' });
  });

  it('never says Direct Debit: not in the documents before signing, the executed agreement, a statement, nor in any letter of the servicing run; and writes nothing for a bureau', async () => {
    const borrower = await completeBorrower(t.app, t.database, 'approved');
    await verifyPhone(t.app, t.database, borrower.token);
    const request = await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 120_000, term: 24, purpose: 'car', bank_id: borrower.bankId, consent: true }, { token: borrower.token });
    expect(request.statusCode, request.body).toBe(201);
    const offerId = await offerOfRequest(t.app, borrower.token, request.json().data.id);

    for (const kind of ['pre-contract', 'explanations', 'agreement']) {
      const blocks = (await get(t.app, `/api/v1/offers/${offerId}/documents/${kind}`, borrower.token)).json().data.blocks;
      expect(JSON.stringify(blocks), kind).not.toMatch(DIRECT_DEBIT);
      expect(await textOf(await get(t.app, `/api/v1/offers/${offerId}/documents/${kind}.pdf`, borrower.token)), `${kind}.pdf`).not.toMatch(DIRECT_DEBIT);
    }
    // The agreement says how instead.
    const agreementText = await textOf(await get(t.app, `/api/v1/offers/${offerId}/documents/agreement.pdf`, borrower.token));
    expect(agreementText.replace(/\s+/g, ' ')).toContain('You pay each repayment by bank transfer');

    const signed = await signOffer(t.app, borrower.token, offerId);
    expect(signed.statusCode, signed.body).toBe(200);
    const loanId = signed.json().data.loan_id as number;
    expect(await textOf(await get(t.app, `/api/loan/${loanId}/agreement.pdf`, borrower.token))).not.toMatch(DIRECT_DEBIT);
    expect((await send(t.app, 'POST', `/api/loan/${loanId}/letters/statement`, {}, { token: borrower.token })).statusCode).toBe(201);

    // Through the first due date and past it, unpaid: reminders, a missed payment, its notice; no Direct Debit.
    const userId = (await get(t.app, '/api/v1/users/me', borrower.token)).json().data.id as number;
    const firstDue = (await t.database.db.selectFrom('amortizations').select('due_date').where('loan_id', '=', loanId).orderBy('number').executeTakeFirstOrThrow()).due_date;
    const service = lenderOn(t);
    while (todayOf(t) < firstDue) {
      moveTo(t, new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10));
      expect((await service('service')).code).toBe(0);
    }
    moveTo(t, new Date(Date.parse(`${firstDue}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10));
    await service('service');
    await servicingOn(t).letters.requestStatement(userId, loanId);

    const letters = await lettersOfLoan(t, userId, loanId);
    expect(letters.map((letter) => letter.kind)).not.toContain('collection-notice');
    expect(letters.length).toBeGreaterThanOrEqual(2);
    for (const letter of letters) expect((await pdfText(await letterPdf(t, userId, letter.id))).text, letter.kind).not.toMatch(DIRECT_DEBIT);
    expect(await t.database.db.selectFrom('collections').selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom('direct_debit_mandates').selectAll().execute()).toEqual([]);
    expect(existsSync(t.config.collections.outboxDir)).toBe(false);
  });
});
