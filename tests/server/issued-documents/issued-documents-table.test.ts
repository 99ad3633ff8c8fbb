import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../src-server/db/borrower-lock';
import { IssuedDocumentsRepository } from '../../../src-server/db/issued-documents/issued-documents.repository';
import { testEngine } from '../../support/test-database';
import { createTestApp, type TestApp } from '../support/test-app';
import { offered } from './issued-documents-support';

/** The log is append-only in the database itself: no code path or hand-typed statement rewrites it. */
let t: TestApp;
let entryId: number;
let fileId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { userId, offerId } = await offered(t);
  const entry = await inTransaction(t.database.db, (trx) =>
    new IssuedDocumentsRepository(trx).appendWithFile({ kind: 'pre-contract-information', userId, loanId: null, offerId, templateVersion: '2026-12', issuedAt: t.clock.now() }, new Uint8Array([37, 80, 68, 70])),
  );
  entryId = entry.id;
  fileId = Number(entry.storage.split(':')[1]);
});
afterAll(() => t.close());

describe(`issued_documents and issued_files on ${testEngine}`, () => {
  it.each([
    ['file_sha256', 'e'.repeat(64)],
    ['entry_sha256', 'f'.repeat(64)],
    ['kind', 'executed-agreement'],
    ['sequence', 7],
  ])('refuse a change to an entry’s %s', async (column, value) => {
    await expect(t.database.db.updateTable('issued_documents').set({ [column]: value }).where('id', '=', entryId).execute()).rejects.toThrow(/append-only/);
  });

  it('refuse new bytes for an issued file', async () => {
    await expect(t.database.db.updateTable('issued_files').set({ pdf: new Uint8Array([1, 2, 3]) }).where('id', '=', fileId).execute()).rejects.toThrow(/append-only/);
    const { pdf } = await t.database.db.selectFrom('issued_files').select('pdf').where('id', '=', fileId).executeTakeFirstOrThrow();
    expect([...pdf]).toEqual([37, 80, 68, 70]);
  });

  it('refuse to delete an entry or a file', async () => {
    await expect(t.database.db.deleteFrom('issued_documents').where('id', '=', entryId).execute()).rejects.toThrow(/append-only/);
    await expect(t.database.db.deleteFrom('issued_files').where('id', '=', fileId).execute()).rejects.toThrow(/append-only/);
    expect(await new IssuedDocumentsRepository(t.database.db).list()).toHaveLength(1);
  });

  it('refuse an append outside the transaction that writes the document', async () => {
    const [entry] = await new IssuedDocumentsRepository(t.database.db).list();
    await expect(new IssuedDocumentsRepository(t.database.db).append({ ...entry, issuedAt: t.clock.now() })).rejects.toThrow(/inside the transaction/);
  });
});
