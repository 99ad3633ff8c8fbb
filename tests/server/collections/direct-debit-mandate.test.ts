import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANDATE_REQUIRED_MESSAGE, NOT_UK_ACCOUNT_MESSAGE } from '../../../src-server/http/direct-debit/direct-debit.service';
import { completeBorrower } from '../support/borrower';
import { get, registerUser, send } from '../support/http-client';
import { offerOfRequest, verifyPhone } from '../support/paid-out';
import { signingCode } from '../support/sign-offer';
import { createTestApp, type TestApp } from '../support/test-app';

/** The borrower's Direct Debit (docs/design/repaying-exactly.md §7.3): the mandate routes and signing without one. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

/** The bureau's outbox lines (header left out); files of the same second come in no particular order. */
function bureauLines(): string[] {
  const dir = t.config.collections.outboxDir;
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => readFileSync(join(dir, name), 'utf8').trimEnd().split('\n').slice(1));
}

/** The lines written since `before` was read, in code order. */
function linesSince(before: string[]): string[] {
  return bureauLines()
    .filter((line) => !before.includes(line))
    .sort();
}

describe('GET /api/v1/direct-debit', () => {
  it('says the lender collects by Direct Debit, that there is no mandate yet, and shows the Guarantee with our notice period', async () => {
    const { token } = await registerUser(t.app);
    const response = await get(t.app, '/api/v1/direct-debit', token);
    expect(response.statusCode).toBe(200);
    const { method, mandate, guarantee } = response.json().data;
    expect({ method, mandate }).toEqual({ method: 'direct_debit', mandate: null });
    expect(guarantee.version).toBe('2026-12');
    expect(guarantee.blocks[0]).toEqual({ kind: 'heading', level: 1, text: 'The Direct Debit Guarantee' });
    const items: string[] = guarantee.blocks.find((block: { kind: string }) => block.kind === 'list').items;
    expect(items).toContain('This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.');
    expect(items.some((item) => item.includes('Kestrel Credit will notify you 3 working days in advance of your account being debited'))).toBe(true);
  });

  it('is for signed-in borrowers only', async () => {
    expect((await get(t.app, '/api/v1/direct-debit')).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/direct-debit/mandate', () => {
  it('sets up a mandate on the borrower’s own account, lodged with the bureau once; choosing it again changes nothing', async () => {
    const borrower = await completeBorrower(t.app, t.database, 'none');
    const before = bureauLines();
    const made = await send(t.app, 'PUT', '/api/v1/direct-debit/mandate', { bank_id: borrower.bankId }, { token: borrower.token });
    expect(made.statusCode, made.body).toBe(200);
    const bank = (await get(t.app, '/api/banks', borrower.token)).json().data[0];
    const mandate = made.json().data;
    expect(mandate).toEqual({
      reference: expect.stringMatching(/^KCDD\d{6}$/),
      status: 'pending',
      account_holder: bank.account_holder,
      bank_name: bank.bank_name,
      sort_code: '60-16-13',
      account_last4: expect.stringMatching(/^\d{4}$/),
      lodged_at: t.clock.now().toISOString(),
      on_previous_account: [],
    });
    expect(JSON.stringify(mandate)).not.toMatch(/\d{8}/);
    expect((await get(t.app, '/api/v1/direct-debit', borrower.token)).json().data.mandate).toEqual(mandate);
    expect(linesSince(before)).toEqual([expect.stringMatching(new RegExp(`^0N,601613,\\d{8},[A-Z .&/-]+,${mandate.reference},0,\\d{4}-\\d{2}-\\d{2}$`))]);

    const again = await send(t.app, 'PUT', '/api/v1/direct-debit/mandate', { bank_id: borrower.bankId }, { token: borrower.token });
    expect(again.json().data).toEqual(mandate);
    expect(bureauLines().length).toBe(before.length + 1);
  });

  it('moves to another account: the new instruction lodged, the old one cancelled', async () => {
    const borrower = await completeBorrower(t.app, t.database, 'none');
    const first = (await send(t.app, 'PUT', '/api/v1/direct-debit/mandate', { bank_id: borrower.bankId }, { token: borrower.token })).json().data;
    const other = await send(t.app, 'POST', '/api/banks', { bank_name: 'Pennine Bank', account_holder: 'Ada Lovelace', account_number: '20417785', routing_code: '30-95-41', currency: 'GBP' }, { token: borrower.token });
    expect(other.statusCode, other.body).toBe(201);
    const before = bureauLines();

    const moved = await send(t.app, 'PUT', '/api/v1/direct-debit/mandate', { bank_id: other.json().data.id }, { token: borrower.token });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ bank_name: 'Pennine Bank', sort_code: '30-95-41', account_last4: '7785', status: 'pending' });
    expect(moved.json().data.reference).not.toBe(first.reference);
    expect(linesSince(before)).toEqual([expect.stringMatching(new RegExp(`^0C,601613,\\d{8},ADA LOVELACE,${first.reference},`)), expect.stringMatching(new RegExp(`^0N,309541,20417785,ADA LOVELACE,${moved.json().data.reference},`))]);
    expect((await get(t.app, '/api/v1/direct-debit', borrower.token)).json().data.mandate.reference).toBe(moved.json().data.reference);
  });

  it('refuses another borrower’s account, an unknown one and a missing one on bank_id (422), and changes nothing', async () => {
    const owner = await completeBorrower(t.app, t.database, 'none');
    const caller = await completeBorrower(t.app, t.database, 'none');
    const before = bureauLines();
    for (const body of [{ bank_id: owner.bankId }, { bank_id: 999_999 }, {}, { bank_id: 'one' }, { bank_id: 0 }]) {
      const refused = await send(t.app, 'PUT', '/api/v1/direct-debit/mandate', body, { token: caller.token });
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['bank_id']);
    }
    expect((await get(t.app, '/api/v1/direct-debit', caller.token)).json().data.mandate).toBeNull();
    expect(bureauLines().length).toBe(before.length);
  });

  it('refuses an account a Direct Debit cannot be taken from (an IBAN abroad), saying why', async () => {
    const borrower = await completeBorrower(t.app, t.database, 'none');
    const iban = await send(t.app, 'POST', '/api/banks', { bank_name: 'Banque Exemple', account_holder: 'Ada Lovelace', account_number: 'FR7630006000011234567890189', currency: 'EUR' }, { token: borrower.token });
    expect(iban.statusCode, iban.body).toBe(201);
    const refused = await send(t.app, 'PUT', '/api/v1/direct-debit/mandate', { bank_id: iban.json().data.id }, { token: borrower.token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ bank_id: [NOT_UK_ACCOUNT_MESSAGE] });
  });
});

describe('signing without a mandate', () => {
  it('is refused with 409 mandate_required: no code is texted, and a code from before the mandate was cancelled does not sign', async () => {
    const borrower = await completeBorrower(t.app, t.database, 'approved');
    await verifyPhone(t.app, t.database, borrower.token);
    const request = await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 120_000, term: 24, purpose: 'car', bank_id: borrower.bankId, consent: true }, { token: borrower.token });
    expect(request.statusCode, request.body).toBe(201);
    const offerId = await offerOfRequest(t.app, borrower.token, request.json().data.id);
    expect((await get(t.app, `/api/v1/offers/${offerId}/documents/pre-contract`, borrower.token)).statusCode).toBe(200);

    const noCode = await send(t.app, 'POST', `/api/v1/offers/${offerId}/signing-code`, {}, { token: borrower.token });
    expect(noCode.statusCode).toBe(409);
    expect(noCode.json()).toEqual({ message: MANDATE_REQUIRED_MESSAGE, code: 'mandate_required' });

    // With a mandate the code is sent; the mandate then ends (cancelled at the bank) before the signature.
    const code = await signingCode(t.app, borrower.token, offerId);
    await t.database.db.updateTable('direct_debit_mandates').set({ status: 'cancelled', cancelled_at: t.clock.now().toISOString() }).execute();
    const shown = (await get(t.app, `/api/v1/offers/${offerId}`, borrower.token)).json().data.signing.agreement_sha256;
    const refused = await send(t.app, 'POST', `/api/v1/offers/${offerId}/sign`, { full_name: 'Ada Lovelace', agree: true, code, agreement_sha256: shown }, { token: borrower.token });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('mandate_required');
    expect((await get(t.app, '/api/loan/user_loans', borrower.token)).json().data).toEqual([]);

    // Set up again, the same code signs, and the loan carries the mandate.
    const mandate = (await send(t.app, 'PUT', '/api/v1/direct-debit/mandate', { bank_id: borrower.bankId }, { token: borrower.token })).json().data;
    const signed = await send(t.app, 'POST', `/api/v1/offers/${offerId}/sign`, { full_name: 'Ada Lovelace', agree: true, code, agreement_sha256: shown }, { token: borrower.token });
    expect(signed.statusCode, signed.body).toBe(200);
    const loanId = signed.json().data.loan_id;
    const stored = await t.database.db.selectFrom('direct_debit_mandates').select(['loan_id', 'status']).where('reference', '=', mandate.reference).executeTakeFirstOrThrow();
    expect(stored).toEqual({ loan_id: loanId, status: 'active' });
    // In use, but the bank may still refuse it for three working days after the lodgement (ADR 0046, 2026-11-26).
    expect((await get(t.app, '/api/v1/direct-debit', borrower.token)).json().data.mandate).toMatchObject({ reference: mandate.reference, status: 'pending' });
  });
});
