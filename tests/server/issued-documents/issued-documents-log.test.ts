import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrySha256Of, GENESIS_ENTRY_SHA256 } from '../../../src-server/db/issued-documents/issued-document-entry';
import { IssuedDocumentsRepository } from '../../../src-server/db/issued-documents/issued-documents.repository';
import { testEngine } from '../../support/test-database';
import { get, send } from '../support/http-client';
import { signOffer } from '../support/sign-offer';
import { createTestApp, type TestApp } from '../support/test-app';
import { lenderOn, offered } from './issued-documents-support';

/**
 * Every document the lender issues is appended to one hash-chained log (ADR 0037): the pre-contract
 * information when the borrower first opens it, the executed agreement when they sign.
 */
let t: TestApp;
let lender: ReturnType<typeof lenderOn>;
beforeAll(async () => {
  t = await createTestApp();
  lender = lenderOn(t);
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const entries = () => new IssuedDocumentsRepository(t.database.db).list();

describe(`the issued-documents log on ${testEngine}`, () => {
  it('keeps the exact pre-contract PDF the borrower first opened, once, and the executed agreement at signing, chained in order', async () => {
    const { token, userId, offerId } = await offered(t);
    expect(await entries()).toEqual([]);

    // Opened as a PDF: that file, byte for byte, is what the lender can later show it gave.
    const opened = await get(t.app, `/api/v1/offers/${offerId}/documents/pre-contract.pdf`, token);
    expect(opened.statusCode).toBe(200);
    const precontract = (await entries())[0];
    expect(await entries()).toHaveLength(1);
    expect(precontract).toMatchObject({ sequence: 1, kind: 'pre-contract-information', userId, loanId: null, offerId, templateVersion: '2026-12', issuedAt: t.clock.now().toISOString(), fileSha256: sha256(opened.rawPayload), previousEntrySha256: GENESIS_ENTRY_SHA256 });
    expect(precontract.storage).toMatch(/^issued_files:\d+$/);
    const kept = await new IssuedDocumentsRepository(t.database.db).fileAt(precontract.storage);
    expect(Buffer.from(kept!).equals(opened.rawPayload)).toBe(true);

    // Opening it again (signOffer opens it first) issues nothing new.
    t.clock.advance(60_000);
    const signed = await signOffer(t.app, token, offerId);
    expect(signed.statusCode, signed.body).toBe(200);
    const loanId = signed.json().data.loan_id as number;
    const agreementPdf = (await get(t.app, `/api/loan/${loanId}/agreement.pdf`, token)).rawPayload;

    const [first, executed] = await entries();
    expect(first).toEqual(precontract);
    const agreementId = (await t.database.db.selectFrom('signed_agreements').select('id').where('loan_id', '=', loanId).executeTakeFirstOrThrow()).id;
    expect(executed).toMatchObject({ sequence: 2, kind: 'executed-agreement', userId, loanId, offerId, templateVersion: '2026-12', fileSha256: sha256(agreementPdf), storage: `signed_agreements:${agreementId}` });
    expect(executed.issuedAt).toBe(t.clock.now().toISOString());
    // The chain: each entry's hash covers its fields and the previous entry's hash.
    expect(executed.previousEntrySha256).toBe(first.entrySha256);
    for (const entry of [first, executed]) expect(entry.entrySha256).toBe(entrySha256Of(entry));
  });

  it('logs another borrower’s pre-contract information once, however often opened, linked to the last entry; a refused signature logs nothing', async () => {
    const before = await entries();
    const { token, offerId } = await offered(t);
    expect((await get(t.app, `/api/v1/offers/${offerId}/documents/pre-contract`, token)).statusCode).toBe(200);
    expect((await get(t.app, `/api/v1/offers/${offerId}/documents/pre-contract`, token)).statusCode).toBe(200);
    const offer = (await get(t.app, `/api/v1/offers/${offerId}`, token)).json().data;
    const refused = await send(t.app, 'POST', `/api/v1/offers/${offerId}/sign`, { full_name: 'Ada Lovelace', agree: true, code: '000000', agreement_sha256: offer.signing.agreement_sha256 }, { token });
    expect(refused.statusCode).toBe(422);

    const after = await entries();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ sequence: before.length + 1, kind: 'pre-contract-information', offerId, previousEntrySha256: before.at(-1)!.entrySha256 });
  });

  it('lists the entries for the operator, for a borrower or a loan', async () => {
    const all = await entries();
    const listed = await lender('issued-documents');
    expect(listed.code).toBe(0);
    const lines = listed.printed.trimEnd().split('\n');
    expect(lines[0].split(/\s{2,}/)).toEqual(['sequence', 'issued', 'kind', 'borrower', 'loan', 'offer', 'template', 'storage', 'file SHA-256']);
    expect(lines.slice(2).map((line) => line.split(/\s{2,}/)[0])).toEqual(all.map((entry) => String(entry.sequence)));
    const executed = all.find((entry) => entry.kind === 'executed-agreement')!;
    expect(lines[2 + all.indexOf(executed)].split(/\s{2,}/)).toEqual([
      String(executed.sequence),
      '22 November 2026, 10:01',
      'executed-agreement',
      String(executed.userId),
      String(executed.loanId),
      String(executed.offerId),
      '2026-12',
      executed.storage,
      executed.fileSha256,
    ]);

    const ofLoan = await lender('issued-documents', '--loan', String(executed.loanId));
    expect(ofLoan.printed.trimEnd().split('\n').slice(2).map((line) => line.split(/\s{2,}/)[2])).toEqual(['executed-agreement']);
    const ofBorrower = await lender('issued-documents', '--user', String(executed.userId));
    expect(ofBorrower.printed.trimEnd().split('\n').slice(2).map((line) => line.split(/\s{2,}/)[2])).toEqual(['pre-contract-information', 'executed-agreement']);
    expect(await lender('issued-documents', '--loan', '999999')).toEqual({ code: 0, printed: 'No issued documents match.\n' });
    expect(await lender('issued-documents', '--user', 'ada')).toMatchObject({ code: 2, printed: expect.stringContaining('Give the borrower id after --user as a whole number') });
  });
});
