import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../src-server/db/borrower-lock';
import { GENESIS_ENTRY_SHA256 } from '../../../src-server/db/issued-documents/issued-document-entry';
import { IssuedDocumentsRepository } from '../../../src-server/db/issued-documents/issued-documents.repository';
import { testEngine } from '../../support/test-database';
import { secondInstance, type SecondInstance } from '../support/second-instance';
import { get, send } from '../support/http-client';
import { rememberOutbox } from '../support/outbox';
import { signingCode } from '../support/sign-offer';
import { createTestApp, type TestApp } from '../support/test-app';
import { lenderOn, offered } from './issued-documents-support';

/**
 * Several instances issue documents at once; the chain stays one line: 1, 2, 3… with each entry
 * linked to the one before, never two entries after the same one (a fork) nor a gap.
 */
let t: TestApp;
let other: SecondInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await secondInstance(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe(`appending on two instances at once on ${testEngine}`, () => {
  it('20 appends in parallel give sequences 1 to 20, each linked to the one before, and a chain that verifies', async () => {
    const { userId, offerId } = await offered(t);
    const appends = Array.from({ length: 20 }, (_, index) => {
      const database = index % 2 === 0 ? t.database : other.database;
      return inTransaction(database.db, (trx) =>
        new IssuedDocumentsRepository(trx).appendWithFile(
          { kind: 'pre-contract-information', userId, loanId: null, offerId, templateVersion: '2026-12', issuedAt: t.clock.now() },
          new TextEncoder().encode(`%PDF issued ${index}`),
        ),
      );
    });
    const appended = await Promise.all(appends);

    const chain = await new IssuedDocumentsRepository(t.database.db).list();
    expect(chain.map((entry) => entry.sequence)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(chain.map((entry) => entry.previousEntrySha256)).toEqual([GENESIS_ENTRY_SHA256, ...chain.slice(0, -1).map((entry) => entry.entrySha256)]);
    // Each caller was told the entry that was stored for it.
    expect(new Set(appended.map((entry) => entry.sequence)).size).toBe(20);
    expect(await lenderOn(t)('verify-documents')).toEqual({ code: 0, printed: `20 documents, chain intact\nLatest entry: 20, SHA-256 ${chain[19].entrySha256}\n` });
  });

  it('signatures on both instances at once each append their agreement, in one chain', async () => {
    rememberOutbox(other.app, t.config.outbox.dir);
    // Read and coded one by one (the borrowers share a test phone number), then signed all at once.
    const ready = [];
    for (const { token, offerId } of await Promise.all([offered(t), offered(t), offered(t), offered(t)])) {
      expect((await get(t.app, `/api/v1/offers/${offerId}/documents/pre-contract`, token)).statusCode).toBe(200);
      const agreementSha256 = (await get(t.app, `/api/v1/offers/${offerId}`, token)).json().data.signing.agreement_sha256;
      ready.push({ token, offerId, agreementSha256, code: await signingCode(t.app, token, offerId) });
    }
    const signed = await Promise.all(
      ready.map(({ token, offerId, agreementSha256, code }, index) =>
        send(index % 2 === 0 ? t.app : other.app, 'POST', `/api/v1/offers/${offerId}/sign`, { full_name: 'Ada Lovelace', agree: true, code, agreement_sha256: agreementSha256 }, { token }),
      ),
    );
    for (const response of signed) expect(response.statusCode, response.body).toBe(200);

    const chain = await new IssuedDocumentsRepository(t.database.db).list();
    const agreements = chain.filter((entry) => entry.kind === 'executed-agreement');
    expect(agreements.map((entry) => entry.loanId).sort()).toEqual(signed.map((response) => response.json().data.loan_id).sort());
    expect(chain.map((entry) => entry.sequence)).toEqual(Array.from({ length: chain.length }, (_, index) => index + 1));
    expect((await lenderOn(t)('verify-documents')).code).toBe(0);
  });
});
