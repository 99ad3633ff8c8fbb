import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../support/test-database';
import { createTestApp, type TestApp } from '../support/test-app';
import { lenderOn } from '../support/lender-harness';
import { completeBorrower } from '../support/borrower';
import { get, send } from '../support/http-client';
import { verifyPhone } from '../support/paid-out';
import { signOffer } from '../support/sign-offer';

let t: TestApp;
let lender: ReturnType<typeof lenderOn>;
beforeAll(async () => {
  t = await createTestApp();
  lender = lenderOn(t);
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A borrower who applied for £3,000 (decided at once): their token, the request and its open offer. */
async function offered() {
  const borrower = await completeBorrower(t.app, t.database, 'approved');
  await verifyPhone(t.app, t.database, borrower.token);
  const response = await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 300_000, term: 24, purpose: 'car', bank_id: borrower.bankId, consent: true }, { token: borrower.token });
  expect(response.statusCode, response.body).toBe(201);
  const request = response.json().data;
  expect(request).toMatchObject({ status: 'approved', offer: { status: 'open' } });
  return { token: borrower.token, request, offerId: request.offer.id as number };
}

describe('npm run lender -- offers', () => {
  it('lists each open offer with its borrower, amount and dates, whether the pre-contract information was opened and the identity verified', async () => {
    const { token, request, offerId } = await offered();
    const userId = (await get(t.app, '/api/v1/users/me', token)).json().data.id;
    const row = () => lender('offers').then(({ printed: out }) => out.split('\n').find((line) => line.startsWith(`${offerId} `)));

    const header = (await lender('offers')).printed.split('\n')[0];
    expect(header.split(/\s{2,}/)).toEqual(['id', 'reference', 'borrower', 'amount', 'made', 'expires', 'pre-contract opened', 'identity']);
    expect((await row())!.split(/\s{2,}/)).toEqual([String(offerId), request.reference, String(userId), '£3,000', '22 November 2026, 10:00', '6 December 2026, 10:00', 'not yet', 'verified']);

    t.clock.advance(5 * 60_000);
    expect((await get(t.app, `/api/v1/offers/${offerId}/documents/pre-contract`, token)).statusCode).toBe(200);
    expect((await row())!.split(/\s{2,}/)[6]).toBe('22 November 2026, 10:05');

    // Declined by the borrower: no longer waiting.
    expect((await send(t.app, 'POST', `/api/v1/offers/${offerId}/decline`, {}, { token })).statusCode).toBe(200);
    expect(await row()).toBeUndefined();
  });

  it('says when no offer waits for a signature', async () => {
    await t.database.db.updateTable('loan_offers').set({ status: 'lapsed' }).where('status', '=', 'open').execute();
    expect(await lender('offers')).toEqual({ code: 0, printed: 'No offers are waiting for a signature.\n' });
  });
});

describe('npm run lender -- agreement <loan-id>', () => {
  it('prints the signing record, checks the stored PDF is intact, and writes it out with --pdf', async () => {
    const { token, request, offerId } = await offered();
    const shown = (await get(t.app, `/api/v1/offers/${offerId}`, token)).json().data.signing.agreement_sha256;
    const signed = await signOffer(t.app, token, offerId);
    expect(signed.statusCode, signed.body).toBe(200);
    const loanId = signed.json().data.loan_id;
    const download = (await get(t.app, `/api/loan/${loanId}/agreement.pdf`, token)).rawPayload;

    const shownRecord = await lender('agreement', String(loanId));
    expect(shownRecord.code).toBe(0);
    const lines = shownRecord.printed.trimEnd().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Loan ${loanId} \\(${request.reference}, account KC\\d{8}\\), borrower \\d+, offer ${offerId}$`));
    const fields = Object.fromEntries(lines.slice(1).map((line) => /^([^:]+):\s+(.*)$/.exec(line)!.slice(1)));
    expect(fields).toEqual({
      'Signed at': expect.stringMatching(/^22 November 2026, 10:\d\d \(2026-11-22T10:\d\d:\d\d\.\d{3}Z\)$/),
      'IP address': '127.0.0.1',
      'User agent': 'lightMyRequest',
      'Typed name': 'Ada Lovelace',
      'Code check': 'sms-otp ok to +44 ••••• ••• 123',
      'Template version': '2026-12',
      'Lender signatory': expect.stringContaining('Kestrel Credit Ltd'),
      'Copy received': expect.stringMatching(/^22 November 2026, 10:\d\d$/),
      'Shown SHA-256': `${shown} (the agreement shown and signed)`,
      'Executed SHA-256': `${sha256(download)} (recorded when stored)`,
      'Stored PDF': `intact (${download.length} bytes)`,
    });

    const file = join(t.dir, `agreement-${loanId}.pdf`);
    const written = await lender('agreement', String(loanId), '--pdf', file);
    expect(written.code).toBe(0);
    expect(written.printed).toContain(`Wrote the stored PDF to ${file}.`);
    expect(readFileSync(file).equals(download)).toBe(true);
    // Never over a file that is there already: it may be another loan's evidence.
    expect(await lender('agreement', String(loanId), '--pdf', file)).toMatchObject({ code: 2, printed: expect.stringContaining(`${file} already exists; choose another file name.`) });
  });

  it('says ALTERED and exits 1 when the stored bytes no longer match their recorded SHA-256', async () => {
    const { token, offerId } = await offered();
    const signed = await signOffer(t.app, token, offerId);
    const loanId = signed.json().data.loan_id;
    const stored = (await t.database.db.selectFrom('signed_agreements').select(['pdf', 'pdf_sha256']).where('loan_id', '=', loanId).executeTakeFirstOrThrow());
    const bytes = Buffer.from(stored.pdf);

    // Changed behind the application's back (the write-once trigger set aside, as someone at the database could).
    await sql`drop trigger signed_agreements_write_once${sql.raw(testEngine === 'postgres' ? ' on signed_agreements' : '')}`.execute(t.database.db);
    const altered = new Uint8Array([...bytes.subarray(0, -1), bytes[bytes.length - 1] ^ 1]);
    await t.database.db.updateTable('signed_agreements').set({ pdf: altered }).where('loan_id', '=', loanId).execute();

    const file = join(t.dir, `altered-${loanId}.pdf`);
    const checked = await lender('agreement', String(loanId), '--pdf', file);
    expect(checked.code).toBe(1);
    expect(checked.printed).toMatch(new RegExp(`^Executed SHA-256: +${stored.pdf_sha256} \\(recorded when stored\\)$`, 'm'));
    expect(checked.printed).toMatch(new RegExp(`^Stored bytes SHA-256: ${sha256(altered)}$`, 'm'));
    expect(checked.printed).toMatch(new RegExp(`^Stored PDF: +ALTERED — the stored PDF no longer matches its recorded SHA-256 \\(${altered.length} bytes\\)$`, 'm'));
    // What is stored is written out as it is, for whoever looks into it.
    expect(checked.printed).toContain(`Wrote the stored PDF to ${file} (as stored: it does not match its recorded SHA-256).`);
    expect(new Uint8Array(readFileSync(file))).toEqual(altered);
  });

  it('answers a mistake in words with exit code 2', async () => {
    expect(await lender('agreement')).toMatchObject({ code: 2, printed: expect.stringContaining('Give the loan id as a whole number') });
    expect(await lender('agreement', '999999')).toMatchObject({ code: 2, printed: expect.stringContaining('There is no loan 999999.') });
    expect(await lender('agreement', '1', '--pdf')).toMatchObject({ code: 2, printed: expect.stringContaining('Say where to write the PDF with --pdf <file>') });
  });
});
