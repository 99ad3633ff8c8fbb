import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { ukDateOf } from '../../../src-domain/complaints/complaint-dates';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { addDays } from '../../../src-domain/shared/calendar-date';
import { pdfText } from '../../support/pdf-text';
import { testEngine } from '../../support/test-database';
import { secondInstance } from '../support/second-instance';
import { createTestApp, type TestApp } from '../support/test-app';
import { DAY_MS, letterPdf, letterRows, lettersOfLoan, moveTo, servicingOn, signedLoan, todayOf } from './letters-support';

/** The letters the servicing run sends on a moving clock (docs/design/letters.md §1), on the working-day calendar (GB-ENG). */

const dayOf = (iso: string | Date) => ukDateOf(new Date(iso));

async function runDaily(t: TestApp, until: string, run: () => Promise<unknown>): Promise<void> {
  while (todayOf(t) < until) {
    t.clock.advance(DAY_MS);
    await run();
  }
}

describe('an annual statement (s.77A)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('a loan paid as it falls due gets its statement within 30 days after the anniversary, its figures the schedule to the penny', async () => {
    const { userId, loanId } = await signedLoan(t);
    const start = todayOf(t);
    const { loans } = servicingOn(t);
    const schedule = await loans.loans.instalmentsOf([loanId]);
    // Three instalments paid on their days, then the rest of the year paid ahead.
    for (const row of schedule.slice(0, 3)) {
      moveTo(t, row.due_date);
      await loans.recordPayment(loanId, row.payment);
      await loans.service();
    }
    await loans.recordPayment(loanId, schedule.slice(3, 12).reduce((sum, row) => sum + row.payment, 0));
    const anniversary = schedule[11].due_date;
    moveTo(t, anniversary);
    await loans.service();
    expect((await lettersOfLoan(t, userId, loanId)).filter((l) => l.kind === 'annual-statement')).toEqual([]);

    moveTo(t, addDays(anniversary, 1));
    await loans.service();
    const [statement] = (await lettersOfLoan(t, userId, loanId)).filter((l) => l.kind === 'annual-statement');
    expect(statement).toMatchObject({ ready: true });
    expect(statement.due_by <= addDays(anniversary, 30)).toBe(true);
    expect(dayOf(statement.issued_at) <= statement.due_by).toBe(true);
    const [row] = (await letterRows(t, loanId)).filter((l) => l.kind === 'annual-statement');
    expect(row).toMatchObject({ trigger_key: `annual:${anniversary}`, period_start: addDays(start, 1), period_end: anniversary });

    const paid = schedule.slice(0, 12).reduce((sum, r) => sum + r.payment, 0);
    const total = schedule.reduce((sum, r) => sum + r.payment, 0);
    expect(statement.summary).toEqual({ paid_to_date: paid, arrears: 0, still_to_pay: total - paid });
    const text = (await pdfText(await letterPdf(t, userId, statement.id))).text;
    for (const figure of [paid, total - paid, total]) expect(text).toContain(formatMoney(figure, 'GBP', 'always'));

    // Later runs in the same period write nothing more.
    for (let day = 0; day < 3; day += 1) {
      t.clock.advance(DAY_MS);
      await loans.service();
    }
    expect((await letterRows(t, loanId)).filter((l) => l.kind === 'annual-statement')).toHaveLength(1);
  }, 120_000);
});

describe('arrears notices (s.86B) and default-sums notices (s.86E)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('two missed instalments across Christmas: each fee with its notice at once, the arrears notice within 14 days, again 6 months on, none once cleared', async () => {
    // Signed on 25 November 2026: the first instalment is due on Christmas Day, the second on 25 January.
    moveTo(t, '2026-11-25');
    const { userId, loanId } = await signedLoan(t);
    const { loans } = servicingOn(t);
    const schedule = await loans.loans.instalmentsOf([loanId]);
    expect(schedule.slice(0, 2).map((r) => r.due_date)).toEqual(['2026-12-25', '2027-01-25']);

    await runDaily(t, '2027-02-12', () => loans.service());
    const rows = await loans.loans.instalmentsOf([loanId]);
    // Christmas Day, Boxing Day's Monday and the weekend: the payment could be made on Tuesday 29th, so it was late on the 30th.
    expect(dayOf(rows[0].missed_at as string)).toBe('2026-12-30');
    expect(dayOf(rows[1].missed_at as string)).toBe('2027-01-26');

    const letters = await letterRows(t, loanId);
    const notices = letters.filter((l) => l.kind === 'default-sums-notice');
    expect(notices.map((l) => l.trigger_key)).toEqual([`default-sum:${rows[0].id}`, `default-sum:${rows[1].id}`]);
    for (const [index, notice] of notices.entries()) {
      expect(dayOf(notice.issued_at as string)).toBe(dayOf(rows[index].missed_at as string));
      expect(JSON.parse(notice.figures).defaultSum.amountMinor).toBe(rows[index].fee);
      expect(notice.issued_file_id).not.toBeNull();
    }
    const arrears = letters.filter((l) => l.kind === 'arrears-notice');
    expect(arrears.map((l) => l.trigger_key)).toEqual(['arrears:2027-01-26']);
    expect(arrears[0].due_by).toBe('2027-02-09');
    expect(dayOf(arrears[0].issued_at as string) <= arrears[0].due_by).toBe(true);
    const wire = (await lettersOfLoan(t, userId, loanId)).find((l) => l.id === arrears[0].id)!;
    expect(wire.summary.arrears).toBe(rows.slice(0, 2).reduce((sum, r) => sum + r.payment + r.fee, 0));

    // Bell and e-mail for each letter.
    const told = await t.database.db.selectFrom('notifications').select('data').where('notifiable_id', '=', userId).where('type', '=', NotificationType.LetterIssued).execute();
    expect(told).toHaveLength(letters.length);

    // Still in arrears six months on: another notice, once.
    moveTo(t, '2027-07-25');
    await loans.service();
    expect((await letterRows(t, loanId)).filter((l) => l.kind === 'arrears-notice')).toHaveLength(1);
    moveTo(t, '2027-07-26');
    await loans.service();
    await loans.service();
    expect((await letterRows(t, loanId)).filter((l) => l.kind === 'arrears-notice').map((l) => l.trigger_key)).toEqual(['arrears:2027-01-26', 'arrears:2027-01-26+6m']);

    // Cleared, and paid ahead for a year: no notice after.
    const owed = (await loans.loans.instalmentsOf([loanId])).filter((r) => r.due_date <= addDays(todayOf(t), 365)).reduce((sum, r) => sum + r.payment + r.fee - r.paid_amount, 0);
    await loans.recordPayment(loanId, owed);
    await runDaily(t, '2027-08-05', () => loans.service());
    moveTo(t, '2028-01-27');
    await loans.service();
    expect((await letterRows(t, loanId)).filter((l) => l.kind === 'arrears-notice')).toHaveLength(2);
  }, 240_000);

  it('no fee without its notice: when the notice cannot be written, the fee is not charged either', async () => {
    const { loanId } = await signedLoan(t);
    const { loans } = servicingOn(t);
    const [first] = await loans.loans.instalmentsOf([loanId]);
    if (testEngine === 'postgres') {
      await sql.raw(`create function refuse_letters() returns trigger language plpgsql as $$ begin raise exception 'letters refused'; end $$`).execute(t.database.db);
      await sql.raw('create trigger refuse_letters before insert on letters for each row execute function refuse_letters()').execute(t.database.db);
    } else {
      await sql.raw(`create trigger refuse_letters before insert on letters begin select raise(abort, 'letters refused'); end`).execute(t.database.db);
    }
    moveTo(t, addDays(first.due_date, 7));
    await expect(loans.service()).rejects.toThrow(/letters refused/);
    const [after] = await loans.loans.instalmentsOf([loanId]);
    expect(after).toMatchObject({ fee: first.fee, missed_at: null });
    await sql.raw(testEngine === 'postgres' ? 'drop trigger refuse_letters on letters' : 'drop trigger refuse_letters').execute(t.database.db);

    // Once letters can be written again, the fee and its notice come together.
    await loans.service();
    const [charged] = await loans.loans.instalmentsOf([loanId]);
    expect(charged.fee).toBeGreaterThan(first.fee);
    expect((await letterRows(t, loanId)).filter((l) => l.trigger_key === `default-sum:${first.id}`)).toHaveLength(1);
  }, 120_000);
});

describe('one series of arrears notices while the same arrears last (s.86B)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('a part payment of the oldest missed instalment does not start a new series; arrears that come back after clearing do', async () => {
    moveTo(t, '2026-11-25');
    const { loanId } = await signedLoan(t);
    const { loans } = servicingOn(t);
    const arrearsNotices = async () => (await letterRows(t, loanId)).filter((l) => l.kind === 'arrears-notice').map((l) => l.trigger_key);

    // December, January and February missed: in arrears since 26 January, one notice.
    await runDaily(t, '2027-03-01', () => loans.service());
    expect(await arrearsNotices()).toEqual(['arrears:2027-01-26']);

    // The December instalment (and its fee) paid: still two behind, so the same arrears, and no new notice before July.
    const first = (await loans.loans.instalmentsOf([loanId]))[0];
    await loans.recordPayment(loanId, first.payment + first.fee - first.paid_amount);
    await runDaily(t, '2027-03-10', () => loans.service());
    expect(await arrearsNotices()).toEqual(['arrears:2027-01-26']);

    // Everything owed paid: the arrears are over. Two more instalments missed later make new arrears, with a notice of their own.
    const owed = (await loans.loans.instalmentsOf([loanId])).filter((r) => r.due_date <= todayOf(t)).reduce((sum, r) => sum + r.payment + r.fee - r.paid_amount, 0);
    await loans.recordPayment(loanId, owed);
    await runDaily(t, '2027-05-10', () => loans.service());
    const notices = await arrearsNotices();
    expect(notices).toHaveLength(2);
    expect(notices[1]).toMatch(/^arrears:2027-04-2\d$/);
  }, 240_000);
});

describe('several servicing runs on two instances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('send each letter once: one row per trigger, one log entry and one notification per letter', async () => {
    const loansMade = [await signedLoan(t), await signedLoan(t)];
    const other = await secondInstance(t);
    try {
      const here = servicingOn(t);
      const there = servicingOn(t, other.database);
      const schedule = await here.loans.loans.instalmentsOf([loansMade[0].loanId]);
      for (const date of [addDays(schedule[0].due_date, 7), addDays(schedule[1].due_date, 7), addDays(schedule[1].due_date, 8)]) {
        moveTo(t, date);
        await Promise.all([here.loans.service(), there.loans.service(), here.loans.service(), there.loans.service()]);
      }
      for (const { loanId, userId } of loansMade) {
        const letters = await letterRows(t, loanId);
        expect(letters.map((l) => l.kind).sort()).toEqual(['arrears-notice', 'default-sums-notice', 'default-sums-notice']);
        expect(letters.every((l) => l.issued_file_id !== null)).toBe(true);
        const logged = await t.database.db.selectFrom('issued_documents').select('kind').where('loan_id', '=', loanId).where('offer_id', 'is', null).execute();
        expect(logged).toHaveLength(letters.length);
        const told = await t.database.db.selectFrom('notifications').select('id').where('notifiable_id', '=', userId).where('type', '=', NotificationType.LetterIssued).execute();
        expect(told).toHaveLength(letters.length);
      }
    } finally {
      await other.close();
    }
  }, 180_000);

  it('a letter left without its PDF (a crash after its commit) is finished by the next run, and told once', async () => {
    const { loanId, userId } = await signedLoan(t);
    const { loans, letters } = servicingOn(t);
    const loan = (await loans.loans.loanById(loanId))!;
    const rows = await loans.loans.instalmentsOf([loanId]);
    const { baseFigures, withLedger } = await import('../../../src-server/http/letters/letter-facts');
    // The figures as the service writes a statement's: the schedule and the ledger's payments (none yet).
    const figures = withLedger(baseFigures(rows, todayOf(t), loan.annual_rate), loan, []);
    await t.database.db.transaction().execute((trx) => letters.issue(trx, 'statement-of-account', loan, { key: 'request:crash-test', dueBy: todayOf(t) }, figures));
    expect((await letterRows(t, loanId))[0].issued_file_id).toBeNull();
    await loans.service();
    await loans.service();
    expect((await letterRows(t, loanId))[0].issued_file_id).not.toBeNull();
    const told = await t.database.db.selectFrom('notifications').select('id').where('notifiable_id', '=', userId).where('type', '=', NotificationType.LetterIssued).execute();
    expect(told).toHaveLength(1);
  }, 120_000);
});
