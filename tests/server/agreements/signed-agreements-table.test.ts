import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../../src-server/db/database.factory';
import { migrateToLatest } from '../../../src-server/db/migrate';
import { freshTestDatabase, testEngine, type TestDatabase } from '../../support/test-database';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The signing record is evidence (docs/design/agreements.md §3): once written, the database itself
 * refuses to change it, whatever code or person sends the statement; only the day the borrower had
 * their copy may be filled in, once.
 */
let dir: string;
let testDatabase: TestDatabase;
let database: AppDatabase;
let agreementId: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kestrel-agreements-table-'));
  testDatabase = await freshTestDatabase(dir);
  database = createDatabase(testDatabase.url);
  await migrateToLatest(database);
  const db = database.db;
  const at = '2026-11-22T10:00:00.000Z';
  const user = await db
    .insertInto('users')
    .values({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+447700900123', password_hash: 'x', role: 'user', email_verified_at: at, phone_verified_at: at, two_factor_secret: null, two_factor_enabled: 0, created_at: at, updated_at: at } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await db.selectFrom('loan_products').select('id').executeTakeFirstOrThrow();
  const request = await db
    .insertInto('loan_requests')
    .values({ user_id: user.id, product_id: product.id, amount: 100_000, term: 12, purpose: 'car', bank_id: 1, branch_id: null, start_date: '2026-11-22', status: 'disbursed', decision_reason: null, quote_regular_payment: 9_000, quote_total_repayable: 108_000, quote_apr: '29.8', loan_id: null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const loan = await db
    .insertInto('loans')
    .values({ user_id: user.id, request_id: request.id, product_id: product.id, account_number: 'KC00000011', principal: 100_000, financed_principal: 100_000, term: 12, annual_rate: '0.15', apr: '29.8', total_repayable: 108_000, status: 'active', start_date: '2026-11-22', disbursed_at: at, closed_at: null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const offer = await db
    .insertInto('loan_offers')
    .values({ request_id: request.id, user_id: user.id, product_id: product.id, amount: 100_000, term: 12, product_snapshot: '{}', template_version: '2026-12', status: 'signed', made_at: at, expires_at: at, precontract_opened_at: at, precontract_sha256: 'a'.repeat(64), decided_at: at, loan_id: loan.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const agreement = await db
    .insertInto('signed_agreements')
    .values({ loan_id: loan.id, offer_id: offer.id, user_id: user.id, template_version: '2026-12', signed_at: at, ip_address: '203.0.113.9', user_agent: 'Firefox', typed_name: 'Ada Lovelace', code_check: 'sms-otp ok', shown_sha256: 'b'.repeat(64), lender_signatory: 'J. Smith', pdf: new Uint8Array([37, 80, 68, 70]), pdf_sha256: 'c'.repeat(64), copy_received_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  agreementId = agreement.id;
}, 60_000);

afterAll(async () => {
  await database?.destroy();
  await testDatabase?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe(`signed_agreements on ${testEngine}`, () => {
  it.each([
    ['typed_name', 'Someone Else'],
    ['shown_sha256', 'd'.repeat(64)],
    ['pdf_sha256', 'e'.repeat(64)],
    ['signed_at', '2026-11-23T10:00:00.000Z'],
  ])('refuses a change to %s', async (column, value) => {
    await expect(database.db.updateTable('signed_agreements').set({ [column]: value }).where('id', '=', agreementId).execute()).rejects.toThrow(/written once/);
  });

  it('refuses new PDF bytes', async () => {
    await expect(database.db.updateTable('signed_agreements').set({ pdf: new Uint8Array([1, 2, 3]) }).where('id', '=', agreementId).execute()).rejects.toThrow(/written once/);
    const { pdf } = await database.db.selectFrom('signed_agreements').select('pdf').where('id', '=', agreementId).executeTakeFirstOrThrow();
    expect([...pdf]).toEqual([37, 80, 68, 70]);
  });

  it('lets the copy be recorded as received once, and never moved after', async () => {
    await database.db.updateTable('signed_agreements').set({ copy_received_at: '2026-11-22T10:05:00.000Z' }).where('id', '=', agreementId).execute();
    await expect(database.db.updateTable('signed_agreements').set({ copy_received_at: '2026-11-30T10:05:00.000Z' }).where('id', '=', agreementId).execute()).rejects.toThrow(/written once/);
    await expect(database.db.updateTable('signed_agreements').set({ copy_received_at: null }).where('id', '=', agreementId).execute()).rejects.toThrow(/written once/);
  });

  it('holds one open request per product while its offer waits for a signature', async () => {
    const { id: userId } = await database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const { id: productId } = await database.db.selectFrom('loan_products').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const at = '2026-11-22T10:00:00.000Z';
    const request = (status: string) => ({ user_id: userId, product_id: productId, amount: 100_000, term: 12, purpose: 'car', bank_id: 1, branch_id: null, start_date: '2026-11-22', status, decision_reason: null, quote_regular_payment: 9_000, quote_total_repayable: 108_000, quote_apr: '29.8', loan_id: null, created_at: at, updated_at: at });
    await database.db.insertInto('loan_requests').values(request('approved')).execute();
    await expect(database.db.insertInto('loan_requests').values(request('submitted')).execute()).rejects.toThrow();
    await sql`delete from loan_requests where user_id = ${userId} and product_id = ${productId}`.execute(database.db);
  });
});
