import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionProvider } from '../../../src-domain/collections/collection-provider.port';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { bankHolidaysOf } from '../../../src-server/services/bank-holidays';
import { BacsBureauFolderAdapter } from '../../../src-server/services/collections/bacs-bureau-folder.adapter';
import { CollectionsService } from '../../../src-server/services/collections/collections.service';
import { pdfText } from '../../support/pdf-text';
import { send } from '../support/http-client';
import { lenderOn } from '../support/lender-harness';
import { createTestApp, type TestApp } from '../support/test-app';
import { toLetterResource } from '../../../src-server/http/letters/letter.resources';
import { letterPdf, lettersOfLoan, moveTo, servicingOn, signedLoan, todayOf } from '../letters/letters-support';

/**
 * Direct Debit on the servicing run's clock (issue 26, ADR 0046): a loan paid out on Sunday
 * 29 November 2026, its first instalment due Tuesday 29 December, across Christmas and the
 * Boxing Day substitute holiday (Monday 28th) in England and Wales.
 */

let t: TestApp;
let loan: { token: string; userId: number; loanId: number };
let service: ReturnType<typeof lenderOn>;

beforeAll(async () => {
  t = await createTestApp();
  moveTo(t, '2026-11-29');
  loan = await signedLoan(t);
  service = lenderOn(t);
}, 60_000);
afterAll(() => t?.close());

const rows = () => t.database.db.selectFrom('amortizations').selectAll().where('loan_id', '=', loan.loanId).orderBy('number').execute();
const collections = () => t.database.db.selectFrom('collections').selectAll().where('loan_id', '=', loan.loanId).orderBy('id').execute();
const payments = () => t.database.db.selectFrom('loan_payments').selectAll().where('loan_id', '=', loan.loanId).orderBy('id').execute();
const mandateReference = async () => (await t.database.db.selectFrom('direct_debit_mandates').select('reference').where('loan_id', '=', loan.loanId).executeTakeFirstOrThrow()).reference;
const collectionNotices = async () => (await lettersOfLoan(t, loan.userId, loan.loanId)).filter((letter) => letter.kind === 'collection-notice');

function bureauFiles(prefix: string): string[] {
  const dir = t.config.collections.outboxDir;
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix))
    .sort();
}

/** Runs `lender service` once on each day from tomorrow to `until`, as the hourly run would. */
async function serviceDaily(until: string): Promise<void> {
  while (todayOf(t) < until) {
    t.clock.advance(86_400_000);
    const run = await service('service');
    expect(run.code, run.printed).toBe(0);
  }
}

describe('collecting an instalment by Direct Debit', () => {
  it('falls due on Tuesday 29 December, the loan carrying the borrower’s mandate', async () => {
    expect((await rows())[0].due_date).toBe('2026-12-29');
    expect(await mandateReference()).toMatch(/^KCDD\d{6}$/);
  });

  it('sends the advance notice exactly 3 working days before: on 22 December, not a day sooner, once', async () => {
    await serviceDaily('2026-12-21');
    expect(await collectionNotices()).toEqual([]);
    expect(await collections()).toEqual([]);

    await serviceDaily('2026-12-22');
    const [collection] = await collections();
    const instalment = (await rows())[0];
    expect(collection).toMatchObject({ instalment_number: 1, due_on: '2026-12-29', amount: instalment.payment, status: 'noticed' });
    const notices = await collectionNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Advance notice of your Direct Debit', due_by: '2026-12-22', summary: { collection_amount: instalment.payment, collection_date: '2026-12-29' } });
    const letter = await t.database.db.selectFrom('letters').select('trigger_key').where('id', '=', notices[0].id).executeTakeFirstOrThrow();
    expect(letter.trigger_key).toBe(`collection:${collection.id}`);

    const text = (await pdfText(await letterPdf(t, loan.userId, notices[0].id))).text.replace(/\s+/g, ' ');
    expect(text).toContain('Advance notice of your Direct Debit');
    expect(text).toContain(formatMoney(instalment.payment, 'GBP', 'always'));
    expect(text).toContain('29 December 2026');
    expect(text).toContain(await mandateReference());

    await service('service');
    expect(await collectionNotices()).toHaveLength(1);
  });

  it('sends it to the bureau 2 working days before (23 December) in a collection file, as a first collection', async () => {
    expect(bureauFiles('collections-')).toEqual([]);
    await serviceDaily('2026-12-23');
    const files = bureauFiles('collections-');
    expect(files).toHaveLength(1);
    expect(readdirSync(t.config.collections.outboxDir).some((name) => name.endsWith('.part'))).toBe(false);
    const [header, ...lines] = readFileSync(join(t.config.collections.outboxDir, files[0]), 'utf8').trimEnd().split('\n');
    expect(header).toBe('transaction_code,sort_code,account_number,account_name,reference,amount_pence,processing_date');
    const instalment = (await rows())[0];
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^01,601613,\\d{8},ADA LOVELACE,${await mandateReference()},${instalment.payment},2026-12-29$`))]);
    expect((await collections())[0].status).toBe('submitted');

    await service('service');
    expect(bureauFiles('collections-')).toHaveLength(1);
  });

  it('records the money on its due date as the instalment’s payment, received that day', async () => {
    await serviceDaily('2026-12-28');
    expect((await rows())[0].paid_amount).toBe(0);
    await serviceDaily('2026-12-29');
    const [collection] = await collections();
    expect(collection.status).toBe('collected');
    const instalment = (await rows())[0];
    expect(instalment.paid_amount).toBe(instalment.payment);
    expect(await payments()).toEqual([expect.objectContaining({ collection_id: collection.id, received_on: '2026-12-29', amount: instalment.payment, reversed_on: null })]);
  });

  it('turns a returned collection into a missed payment: the instalment unpaid again, the late fee charged, in arrears; a report read twice counts once', async () => {
    const [collection] = await collections();
    const inbox = t.config.collections.inboxDir;
    mkdirSync(inbox, { recursive: true });
    const report = ['report_id,reference,amount_pence,due_date,returned_on,reason_code', `ARUDD-20270104-1,${await mandateReference()},${collection.amount},2026-12-29,2027-01-04,0`].join('\n');
    writeFileSync(join(inbox, 'arudd-20270104.csv'), report);

    await serviceDaily('2027-01-04');
    expect((await collections())[0]).toMatchObject({ status: 'returned', returned_on: '2027-01-04', return_reason_code: '0', return_report_id: 'ARUDD-20270104-1' });
    expect((await payments())[0].reversed_on).toBe('2027-01-04');
    const missed = (await rows())[0];
    expect(missed.paid_amount).toBe(0);
    expect(missed.missed_at).not.toBeNull();
    expect(missed.fee).toBeGreaterThan(0);

    // The bureau drops the same report again: nothing more is reversed or charged.
    writeFileSync(join(inbox, 'arudd-20270104-resent.csv'), report);
    await serviceDaily('2027-01-05');
    expect((await payments()).filter((payment) => payment.reversed_on !== null)).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ paid_amount: 0, fee: missed.fee });
    expect(readdirSync(join(inbox, 'processed')).sort()).toEqual(['arudd-20270104-resent.csv', 'arudd-20270104.csv']);

    // A statement the borrower asks for now shows the instalment and its fee in arrears.
    const statement = toLetterResource(await servicingOn(t).letters.requestStatement(loan.userId, loan.loanId));
    expect(statement.summary.arrears).toBe(missed.payment + missed.fee);
  });
});

describe('a part payment before the notice', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp();
    moveTo(t2, '2026-11-29');
  }, 60_000);
  afterAll(() => t2?.close());

  it('announces and collects the new, smaller instalment the borrower chose', async () => {
    const { token, userId, loanId } = await signedLoan(t2);
    const before = (await t2.database.db.selectFrom('amortizations').select('payment').where('loan_id', '=', loanId).orderBy('number').executeTakeFirstOrThrow()).payment;
    // A few hours after the pay-out (the borrower's sign-in lasts 12 hours).
    t2.clock.advance(3 * 3_600_000);
    const body = { amount: 30_000, choice: 'smaller_instalment' };
    const preview = await send(t2.app, 'POST', `/api/v1/loans/${loanId}/part-payments/preview`, body, { token });
    expect(preview.statusCode, preview.body).toBe(200);
    const confirmed = await send(t2.app, 'POST', `/api/v1/loans/${loanId}/part-payments`, { ...body, preview_hash: preview.json().data.preview_hash }, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const paid = await lenderOn(t2)('pay', String(loanId), '300', '--part-payment', String(confirmed.json().data.id));
    expect(paid.code, paid.printed).toBe(0);
    const after = (await t2.database.db.selectFrom('amortizations').select('payment').where('loan_id', '=', loanId).orderBy('number').executeTakeFirstOrThrow()).payment;
    expect(after).toBeLessThan(before);

    const run = lenderOn(t2);
    while (todayOf(t2) < '2026-12-23') {
      t2.clock.advance(86_400_000);
      await run('service');
    }
    const notice = (await lettersOfLoan(t2, userId, loanId)).find((letter) => letter.kind === 'collection-notice');
    expect(notice?.summary).toEqual({ collection_amount: after, collection_date: '2026-12-29' });
    const [file] = readdirSync(t2.config.collections.outboxDir).filter((name) => name.startsWith('collections-'));
    expect(readFileSync(join(t2.config.collections.outboxDir, file), 'utf8')).toContain(`,${after},2026-12-29`);
  });
});

describe('a bureau file that cannot be written', () => {
  let t3: TestApp;
  beforeAll(async () => {
    t3 = await createTestApp();
    moveTo(t3, '2026-11-29');
  }, 60_000);
  afterAll(() => t3?.close());

  it('leaves the collection to be sent by the next run, once', async () => {
    const { loanId } = await signedLoan(t3);
    const { loans, letters } = servicingOn(t3);
    const folder = new BacsBureauFolderAdapter(t3.config.collections.outboxDir, t3.config.collections.inboxDir, t3.clock);
    let failing = true;
    const submitted: number[][] = [];
    const provider: CollectionProvider = {
      lodgeMandate: (mandate) => folder.lodgeMandate(mandate),
      cancelMandate: (mandate) => folder.cancelMandate(mandate),
      readReturns: () => folder.readReturns(),
      async submitCollections(collections) {
        if (failing) throw new Error('disk full');
        submitted.push(collections.map((c) => c.collectionId));
        await folder.submitCollections(collections);
      },
    };
    const service = new CollectionsService({ db: t3.database.db, clock: t3.clock, loans, letters, provider, advanceNoticeWorkingDays: 3, bankHolidays: bankHolidaysOf('GB-ENG') });
    moveTo(t3, '2026-12-22');
    expect((await service.run()).noticed).toBe(1);

    moveTo(t3, '2026-12-23');
    await expect(service.run()).rejects.toThrow('disk full');
    const status = async () => (await t3.database.db.selectFrom('collections').select(['id', 'status', 'submitted_at']).where('loan_id', '=', loanId).executeTakeFirstOrThrow());
    expect(await status()).toMatchObject({ status: 'noticed', submitted_at: null });

    failing = false;
    expect((await service.run()).submitted).toBe(1);
    expect((await service.run()).submitted).toBe(0);
    expect(submitted).toEqual([[(await status()).id]]);
    expect((await status()).status).toBe('submitted');
  });
});
