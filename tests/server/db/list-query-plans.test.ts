import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery, type KyselyPlugin, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoanOffersRepository } from '../../../src-server/db/agreements/loan-offers.repository';
import { SignedAgreementsRepository } from '../../../src-server/db/agreements/signed-agreements.repository';
import { createDatabase, type AppDatabase } from '../../../src-server/db/database.factory';
import type { DatabaseSchema } from '../../../src-server/db/database.types';
import { DocumentsRepository } from '../../../src-server/db/documents/documents.repository';
import { LoanPaymentsRepository } from '../../../src-server/db/loans/loan-payments.repository';
import { LoansRepository } from '../../../src-server/db/loans/loans.repository';
import { MessagesRepository } from '../../../src-server/db/messages/messages.repository';
import { migrateToLatest } from '../../../src-server/db/migrate';

/** The tables that grow with a lender's book: a list must never read one of them whole (issue 28). */
const BIG_TABLES = ['users', 'loan_requests', 'loan_request_history', 'loans', 'amortizations', 'loan_payments', 'loan_offers', 'signed_agreements', 'documents', 'message_threads', 'messages'];

/** Every query the repositories compile while `read` runs, as SQLite will be asked it. */
async function queriesOf(db: Kysely<DatabaseSchema>, read: (db: Kysely<DatabaseSchema>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: (args) => {
      seen.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await read(db.withPlugin(capture));
  return seen;
}

/** SQLite's plan for `query`, one line per step (`SEARCH loans USING INDEX …`, `SCAN documents`…). */
async function planOf(db: Kysely<DatabaseSchema>, query: CompiledQuery): Promise<string[]> {
  // Precompiled queries carry stand-ins for their arguments; any number plans the same.
  const parameters = query.parameters.map((value) => (value !== null && typeof value === 'object' ? 1 : value));
  const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...parameters]));
  return plan.rows.map((row) => row.detail);
}

/** Plan steps that read a big table whole (a SCAN, with or without an index to walk it in order). */
function fullScans(plan: string[]): string[] {
  return plan.filter((step) => BIG_TABLES.some((table) => new RegExp(`^SCAN ${table}\\b`).test(step)));
}

describe('every list the borrower reads is found through an index, never a scan of its table (SQLite)', () => {
  let dir: string;
  let database: AppDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kestrel-plans-'));
    database = createDatabase(`sqlite:${join(dir, 'lender.sqlite')}`);
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const borrower = 7;
  const now = new Date('2026-11-26T12:00:00Z');
  const lists: [string, (db: Kysely<DatabaseSchema>) => Promise<unknown>][] = [
    ['loan requests, first page', async (db) => new LoansRepository(db).requestsOf(borrower, null, 1, 10)],
    ['open loan requests', async (db) => new LoansRepository(db).requestsOf(borrower, ['submitted', 'in_review'], 1, 10)],
    ['a page of requests, their history and offers', async (db) => Promise.all([new LoansRepository(db).requestById(3), new LoanOffersRepository(db).summariesOf([3, 4])])],
    ['loans, with their schedules, agreements and payments', async (db) => Promise.all([new LoansRepository(db).loansOf(borrower), new LoansRepository(db).instalmentsOf([1, 2]), new SignedAgreementsRepository(db).ofLoans(borrower, [1, 2]), new LoanPaymentsRepository(db).ledgerTotalsOf([1, 2])])],
    ['accounts and the paged loans list, first page', async (db) => new LoansRepository(db).loanPageOf(borrower, {}, 1, 10)],
    ['open accounts of one product', async (db) => new LoansRepository(db).loanPageOf(borrower, { open: true, productIds: [1] }, 2, 10)],
    ['the loans with a late payment (the overview\'s warnings)', async (db) => new LoansRepository(db).loanPageOf(borrower, { lateBefore: '2026-11-26' }, 1, 10)],
    ['the next instalment due of each account on a page', async (db) => new LoansRepository(db).nextUnpaidInstalmentsOf([1, 2, 3])],
    ['what the loans list needs of each schedule', async (db) => new LoansRepository(db).scheduleSummariesOf([1, 2, 3])],
    ['documents, first page', async (db) => new DocumentsRepository(db).page(borrower, {}, 1, 10, now)],
    ['approved payslips', async (db) => new DocumentsRepository(db).page(borrower, { type: 'payslip', status: 'approved' }, 1, 10, now)],
    ['conversations, first page', async (db) => new MessagesRepository(db).pageOf(borrower, 1, 10)],
  ];

  for (const [name, read] of lists) {
    it(name, async () => {
      const queries = await queriesOf(database.db, read);
      expect(queries.length).toBeGreaterThan(0);
      for (const query of queries) {
        const plan = await planOf(database.db, query);
        expect({ sql: query.sql, scans: fullScans(plan) }).toEqual({ sql: query.sql, scans: [] });
      }
    });
  }

  it('reads a borrower\'s document count from its one kept row, not from her documents', async () => {
    const [kept] = await queriesOf(database.db, (db) => new DocumentsRepository(db).page(borrower, {}, 1, 10, now));
    expect(await planOf(database.db, kept)).toEqual(['SEARCH borrower_document_counts USING INTEGER PRIMARY KEY (rowid=?)']);
  });

  it('pages the accounts in the order of the index: no sort of the borrower\'s loans', async () => {
    const [, page] = await queriesOf(database.db, (db) => new LoansRepository(db).loanPageOf(borrower, {}, 1, 10));
    const plan = await planOf(database.db, page);
    expect(plan).toEqual([expect.stringMatching(/^SEARCH loans USING INDEX loans_user_id_disbursed_at_id_index \(user_id=\?\)$/)]);
  });
});
