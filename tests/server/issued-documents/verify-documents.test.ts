import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrySha256Of, type IssuedDocumentEntry } from '../../../src-server/db/issued-documents/issued-document-entry';
import { IssuedDocumentsRepository } from '../../../src-server/db/issued-documents/issued-documents.repository';
import { testEngine } from '../../support/test-database';
import { signOffer } from '../support/sign-offer';
import { createTestApp, type TestApp } from '../support/test-app';
import { dropAppendOnlyTriggers, lenderOn, offered } from './issued-documents-support';

/**
 * `lender verify-documents` against someone with full access to the database: the triggers that
 * refuse changes are dropped first (issued-documents-table.test.ts shows they refuse them otherwise),
 * then one thing at a time is changed, reported with the entry it broke, and put back.
 */
let t: TestApp;
let lender: ReturnType<typeof lenderOn>;
/** Entry 1: the first borrower's pre-contract information; 2: their executed agreement; 3: the second borrower's pre-contract information. */
let chain: IssuedDocumentEntry[];
let agreementId: number;

beforeAll(async () => {
  t = await createTestApp();
  lender = lenderOn(t);
  const first = await offered(t);
  const signed = await signOffer(t.app, first.token, first.offerId);
  expect(signed.statusCode, signed.body).toBe(200);
  const second = await offered(t);
  await signOffer(t.app, second.token, second.offerId, 'Not Her Name');
  chain = await new IssuedDocumentsRepository(t.database.db).list();
  expect(chain.map((entry) => entry.kind)).toEqual(['pre-contract-information', 'executed-agreement', 'pre-contract-information']);
  agreementId = Number(chain[1].storage.split(':')[1]);
  await dropAppendOnlyTriggers(t);
  await sql`drop trigger signed_agreements_write_once${sql.raw(testEngine === 'postgres' ? ' on signed_agreements' : '')}`.execute(t.database.db);
});
afterAll(() => t.close());

/** Flips the last bit of the last byte: one changed bit in a PDF of tens of kilobytes. */
const flipLastBit = (bytes: Uint8Array) => new Uint8Array([...bytes.subarray(0, -1), bytes[bytes.length - 1] ^ 1]);

const verify = () => lender('verify-documents');
const intact = () => ({ code: 0, printed: `3 documents, chain intact\nLatest entry: 3, SHA-256 ${chain[2].entrySha256}\n` });

describe(`npm run lender -- verify-documents on ${testEngine}`, () => {
  it('says how many documents and that the chain is intact, with the latest entry’s hash to keep outside', async () => {
    expect(await verify()).toEqual(intact());
  });

  it('names the executed agreement whose stored PDF was changed, and exits 1', async () => {
    const { pdf } = await t.database.db.selectFrom('signed_agreements').select('pdf').where('id', '=', agreementId).executeTakeFirstOrThrow();
    const altered = flipLastBit(pdf);
    await t.database.db.updateTable('signed_agreements').set({ pdf: altered }).where('id', '=', agreementId).execute();

    const checked = await verify();
    expect(checked.code).toBe(1);
    const entry = chain[1];
    expect(checked.printed.split('\n')).toEqual([
      `Chain broken at entry 2 (executed-agreement for borrower ${entry.userId}, loan ${entry.loanId}, offer ${entry.offerId}, issued 22 November 2026, 10:00), after 1 intact`,
      `file changed: the bytes at signed_agreements:${agreementId} are not the ones issued`,
      `  recorded file SHA-256:    ${entry.fileSha256}`,
      expect.stringMatching(/^ {2}stored bytes SHA-256: {5}[0-9a-f]{64}$/),
      '',
    ]);

    await t.database.db.updateTable('signed_agreements').set({ pdf }).where('id', '=', agreementId).execute();
    expect(await verify()).toEqual(intact());
  });

  it('names the pre-contract information whose kept PDF was changed', async () => {
    const fileId = Number(chain[2].storage.split(':')[1]);
    const { pdf } = await t.database.db.selectFrom('issued_files').select('pdf').where('id', '=', fileId).executeTakeFirstOrThrow();
    await t.database.db.updateTable('issued_files').set({ pdf: flipLastBit(pdf) }).where('id', '=', fileId).execute();
    expect(await verify()).toMatchObject({ code: 1, printed: expect.stringMatching(new RegExp(`^Chain broken at entry 3 \\(pre-contract-information for borrower ${chain[2].userId}, offer ${chain[2].offerId}, .*\\nfile changed: the bytes at issued_files:${fileId} `)) });

    // Gone altogether.
    await t.database.db.deleteFrom('issued_files').where('id', '=', fileId).execute();
    expect(await verify()).toMatchObject({ code: 1, printed: expect.stringContaining(`Chain broken at entry 3 (pre-contract-information`) });
    expect((await verify()).printed).toContain(`file missing: nothing is stored at issued_files:${fileId}`);
    await t.database.db.insertInto('issued_files').values({ id: fileId, pdf, sha256: chain[2].fileSha256 }).execute();
    expect(await verify()).toEqual(intact());
  });

  it('names an entry whose field was changed in place', async () => {
    const entry = chain[0];
    // Say the pre-contract information was given a day earlier than it was.
    await t.database.db.updateTable('issued_documents').set({ issued_at: '2026-11-21T10:00:00.000Z' }).where('id', '=', entry.id).execute();
    const checked = await verify();
    expect(checked.code).toBe(1);
    expect(checked.printed).toMatch(new RegExp(`^Chain broken at entry 1 \\(pre-contract-information for borrower ${entry.userId}, offer ${entry.offerId}, issued 21 November 2026, 10:00\\), after 0 intact\\nentry changed: its fields no longer match its recorded hash\\n`));

    await t.database.db.updateTable('issued_documents').set({ issued_at: entry.issuedAt }).where('id', '=', entry.id).execute();
    expect(await verify()).toEqual(intact());
  });

  it('names the entry after one rewritten with a fresh hash of its own: the link to it breaks', async () => {
    const entry = chain[1];
    const rewritten = { ...entry, templateVersion: '2099-01' };
    await t.database.db.updateTable('issued_documents').set({ template_version: rewritten.templateVersion, entry_sha256: entrySha256Of(rewritten) }).where('id', '=', entry.id).execute();
    const checked = await verify();
    expect(checked.code).toBe(1);
    expect(checked.printed.split('\n').slice(0, 2)).toEqual([expect.stringMatching(/^Chain broken at entry 3 \(pre-contract-information for .*\), after 2 intact$/), 'link broken: it does not follow the entry before it (an entry removed, inserted or rewritten)']);

    await t.database.db.updateTable('issued_documents').set({ template_version: entry.templateVersion, entry_sha256: entry.entrySha256 }).where('id', '=', entry.id).execute();
    expect(await verify()).toEqual(intact());
  });

  it('names the entry after one removed', async () => {
    await t.database.db.deleteFrom('issued_documents').where('id', '=', chain[1].id).execute();
    const checked = await verify();
    expect(checked.code).toBe(1);
    expect(checked.printed).toContain('Chain broken at entry 3 (pre-contract-information');
    expect(checked.printed).toContain(`  expected sequence 2 after ${chain[0].entrySha256}\n  found sequence 3 after ${chain[1].entrySha256}\n`);
  });
});
