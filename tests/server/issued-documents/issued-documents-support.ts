import { expect } from 'vitest';
import { sql } from 'kysely';
import { testEngine } from '../../support/test-database';
import { completeBorrower } from '../support/borrower';
import { get, send } from '../support/http-client';
import { verifyPhone } from '../support/paid-out';
import type { TestApp } from '../support/test-app';

/** A borrower who may sign (identity and phone verified) with an open £3,000 offer. */
export async function offered(t: TestApp): Promise<{ token: string; userId: number; offerId: number }> {
  const borrower = await completeBorrower(t.app, t.database, 'approved');
  await verifyPhone(t.app, t.database, borrower.token);
  const response = await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 300_000, term: 24, purpose: 'car', bank_id: borrower.bankId, consent: true }, { token: borrower.token });
  expect(response.statusCode, response.body).toBe(201);
  const userId = (await get(t.app, '/api/v1/users/me', borrower.token)).json().data.id as number;
  return { token: borrower.token, userId, offerId: response.json().data.offer.id as number };
}

export { lenderOn } from '../support/lender-harness';

/**
 * Sets the append-only triggers aside, as someone with full access to the database could: what the
 * log must then still reveal is exactly what they changed. The triggers' own refusal is tested apart.
 */
export async function dropAppendOnlyTriggers(t: TestApp): Promise<void> {
  const triggers =
    testEngine === 'postgres'
      ? ['issued_documents_append_only on issued_documents', 'issued_files_append_only on issued_files']
      : ['issued_documents_append_only_update', 'issued_documents_append_only_delete', 'issued_files_append_only_update', 'issued_files_append_only_delete'];
  for (const trigger of triggers) await sql.raw(`drop trigger ${trigger}`).execute(t.database.db);
}
