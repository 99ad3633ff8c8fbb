import type { CompiledQuery, Kysely, Selectable } from 'kysely';
import type { Instalment } from '../../../src-domain/loans/schedule';
import type { DatabaseSchema } from '../database.types';
import { precompiled, precompiledForIdLists } from '../precompiled-query';
import { toIso } from '../timestamps';
import type { AmortizationsTable, LoanRequestsTable, LoansTable } from './loans.tables';
import { fixedLimit } from '../fixed-limit';
import { inTransaction } from '../borrower-lock';

export type LoanRequestRow = Selectable<LoanRequestsTable> & { history: { status: string; reason: string | null; at: string }[] };
export type LoanRow = Selectable<LoansTable>;
export type AmortizationRow = Selectable<AmortizationsTable>;
/** What a loan's resource needs of its schedule: the first instalment not paid in full, and how many are paid of how many. */
export interface ScheduleSummary {
  next: AmortizationRow | undefined;
  paid: number;
  total: number;
}

export interface NewLoanRequest {
  userId: number;
  productId: number;
  amount: number;
  term: number;
  purpose: string;
  bankId: number;
  branchId: number | null;
  startDate: string;
  /** '1' … '31' or 'last_working_day' (ADR 0045); null or absent: monthly from the start date. */
  payDay?: string | null;
  quote: { regularPayment: number; totalRepayable: number; apr: string };
}

export interface NewLoan {
  userId: number;
  requestId: number;
  productId: number;
  principal: number;
  financedPrincipal: number;
  term: number;
  annualRate: string;
  apr: string;
  totalRepayable: number;
  startDate: string;
  /** The pay day the instalments fall on (ADR 0045); null or absent: monthly from the start date. */
  payDay?: string | null;
  instalments: Instalment[];
}

/**
 * Requests that hold the borrower's place for a product: waiting for a decision, or approved with an
 * open offer (the database's "one open request per product" index covers the same three).
 */
const COMMITTING_STATUSES = ['submitted', 'in_review', 'approved'];

/** A page of rows and how many there are in all. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** Loan requests, loans and their instalments. Every read that takes an id is scoped to its owner. */
export class LoansRepository {
  // The borrower's dashboard reads these on every visit: compiled once (precompiled-query.ts).
  private readonly requestCount = precompiled(
    (userId: number) => this.db.selectFrom('loan_requests').where('user_id', '=', userId).select((eb) => eb.fn.countAll<number>().as('count')),
    1,
  );
  /** One compiled page query per page size (the LIMIT is written into the SQL: fixed-limit.ts). */
  private readonly requestPages = new Map<number, (userId: number, offset: number) => CompiledQuery<Selectable<LoanRequestsTable>>>();
  /** The history of a page of requests (precompiled-query.ts). */
  private readonly historyQuery = precompiledForIdLists((...ids: number[]) => this.db.selectFrom('loan_request_history').selectAll().where('request_id', 'in', ids).orderBy('id'));
  private readonly loanOfUserQuery = precompiled((userId: number, id: number) => this.db.selectFrom('loans').selectAll().where('id', '=', id).where('user_id', '=', userId), 2);
  private readonly scheduleQuery = precompiled((loanId: number) => this.db.selectFrom('amortizations').selectAll().where('loan_id', '=', loanId).orderBy('number'), 1);

  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async createRequest(request: NewLoanRequest, now: Date): Promise<number> {
    const at = now.toISOString();
    return inTransaction(this.db, async (tx) => {
      const row = await tx
        .insertInto('loan_requests')
        .values({
          user_id: request.userId,
          product_id: request.productId,
          amount: request.amount,
          term: request.term,
          purpose: request.purpose,
          bank_id: request.bankId,
          branch_id: request.branchId,
          start_date: request.startDate,
          pay_day: request.payDay ?? null,
          status: 'submitted',
          decision_reason: null,
          quote_regular_payment: request.quote.regularPayment,
          quote_total_repayable: request.quote.totalRepayable,
          quote_apr: request.quote.apr,
          loan_id: null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('loan_request_history').values({ request_id: row.id, status: 'submitted', reason: null, at }).execute();
      return Number(row.id);
    });
  }

  /** Moves a request to `status`, recording why; `loanId` when it was paid out. */
  async setRequestStatus(id: number, status: string, reason: string | null, now: Date, loanId?: number): Promise<void> {
    const at = now.toISOString();
    await inTransaction(this.db, async (tx) => {
      await tx
        .updateTable('loan_requests')
        .set({ status, ...(reason !== null && status !== 'disbursed' ? { decision_reason: reason } : {}), ...(loanId ? { loan_id: loanId } : {}), updated_at: at })
        .where('id', '=', id)
        .execute();
      await tx.insertInto('loan_request_history').values({ request_id: id, status, reason, at }).execute();
    });
  }

  async requestOfUser(userId: number, id: number): Promise<LoanRequestRow | null> {
    const row = await this.db.selectFrom('loan_requests').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return row ? (await this.withHistory([row]))[0] : null;
  }

  async requestById(id: number): Promise<LoanRequestRow | null> {
    const row = await this.db.selectFrom('loan_requests').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? (await this.withHistory([row]))[0] : null;
  }

  /** The borrower's requests, newest first, optionally only those in `statuses`. */
  async requestsOf(userId: number, statuses: readonly string[] | null, page: number, perPage: number): Promise<Page<LoanRequestRow>> {
    if (!statuses) {
      const [{ count }] = (await this.db.executeQuery(this.requestCount(userId))).rows;
      const rows = (await this.db.executeQuery(this.requestPage(perPage)(userId, (page - 1) * perPage))).rows;
      return { rows: await this.withHistory(rows), total: Number(count) };
    }
    let query = this.db.selectFrom('loan_requests').where('user_id', '=', userId);
    if (statuses) query = query.where('status', 'in', [...statuses]);
    const { count } = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(fixedLimit(perPage)).offset((page - 1) * perPage).execute();
    return { rows: await this.withHistory(rows), total: Number(count) };
  }

  /** A request for the product waiting for a decision, or approved with its offer waiting for a signature. */
  async hasOpenRequest(userId: number, productId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('loan_requests')
      .select('id')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .where('status', 'in', COMMITTING_STATUSES)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * What the borrower already repays each month, for affordability: the next unpaid instalment of
   * each active loan and the quoted repayment of each open request or open offer for another product
   * (an offer can be signed at any moment, so it counts as if it were a loan).
   */
  async monthlyCommitments(userId: number, exceptProductId: number): Promise<number> {
    const open = await this.db
      .selectFrom('loan_requests')
      .select('quote_regular_payment')
      .where('user_id', '=', userId)
      .where('product_id', '!=', exceptProductId)
      .where('status', 'in', COMMITTING_STATUSES)
      .execute();
    const active = await this.db.selectFrom('loans').select('id').where('user_id', '=', userId).where('status', '=', 'active').execute();
    const instalments = await this.instalmentsOf(active.map((loan) => Number(loan.id)));
    const nextOf = new Map<number, number>();
    for (const row of instalments) {
      if (row.paid_amount < row.payment + row.fee && !nextOf.has(row.loan_id)) nextOf.set(row.loan_id, row.payment);
    }
    return open.reduce((sum, r) => sum + Number(r.quote_regular_payment), 0) + [...nextOf.values()].reduce((sum, p) => sum + p, 0);
  }

  /** Requests waiting for a decision, oldest first (the operator's queue). */
  async openRequests(): Promise<LoanRequestRow[]> {
    const rows = await this.db.selectFrom('loan_requests').selectAll().where('status', 'in', ['submitted', 'in_review']).orderBy('created_at').execute();
    return this.withHistory(rows);
  }

  private async withHistory(rows: Selectable<LoanRequestsTable>[]): Promise<LoanRequestRow[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const history = (await this.db.executeQuery(this.historyQuery(ids))).rows;
    const byRequest = new Map<number, LoanRequestRow['history']>(ids.map((id) => [id, []]));
    for (const h of history) byRequest.get(h.request_id)?.push({ status: h.status, reason: h.reason, at: toIso(h.at) });
    // The rows are the driver's own, fresh for this read: completed where they are, not copied (a page's ten rows were copied whole).
    return rows.map((row) => Object.assign(row, { created_at: toIso(row.created_at), updated_at: toIso(row.updated_at), history: byRequest.get(row.id)! }));
  }

  private requestPage(perPage: number): (userId: number, offset: number) => CompiledQuery<Selectable<LoanRequestsTable>> {
    let query = this.requestPages.get(perPage);
    if (!query) {
      query = precompiled(
        (userId: number, offset: number) =>
          this.db.selectFrom('loan_requests').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(fixedLimit(perPage)).offset(offset),
        2,
      );
      this.requestPages.set(perPage, query);
    }
    return query;
  }

  /** Creates the loan, its instalments and its account number; returns the loan's id. */
  async createLoan(loan: NewLoan, now: Date): Promise<number> {
    const at = now.toISOString();
    return inTransaction(this.db, async (tx) => {
      const row = await tx
        .insertInto('loans')
        .values({
          user_id: loan.userId,
          request_id: loan.requestId,
          product_id: loan.productId,
          account_number: `pending-${loan.requestId}`,
          principal: loan.principal,
          financed_principal: loan.financedPrincipal,
          term: loan.term,
          annual_rate: loan.annualRate,
          apr: loan.apr,
          total_repayable: loan.totalRepayable,
          status: 'active',
          start_date: loan.startDate,
          pay_day: loan.payDay ?? null,
          disbursed_at: at,
          closed_at: null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      // The loan account's number: a fixed prefix and the id with a check digit (Luhn), readable on the phone.
      await tx.updateTable('loans').set({ account_number: accountNumberOf(id) }).where('id', '=', id).execute();
      await tx
        .insertInto('amortizations')
        .values(
          loan.instalments.map((i) => ({
            loan_id: id,
            number: i.number,
            due_date: i.dueDate,
            payment: i.paymentMinor,
            interest: i.interestMinor,
            principal: i.principalMinor,
            fee: i.feeMinor,
            balance_after: i.balanceAfterMinor,
            paid_amount: 0,
            status: 'pending',
            paid_at: null,
            reminded_at: null,
            missed_at: null,
          })),
        )
        .execute();
      return id;
    });
  }

  async loansOf(userId: number): Promise<LoanRow[]> {
    return this.db.selectFrom('loans').selectAll().where('user_id', '=', userId).orderBy('disbursed_at', 'desc').orderBy('id', 'desc').execute();
  }

  /**
   * A page of the borrower's loans (the accounts list and the paged loans list), newest first, cut and
   * counted by the database on the (user_id, disbursed_at, id) index (issue 28): `open` keeps the
   * active loans (true) or the others (false); `productIds` keeps those products; `lateBefore` keeps
   * the active loans whose next instalment is late (due before that day and not paid), the loans a
   * borrower is warned about.
   */
  async loanPageOf(userId: number, filters: { open?: boolean; productIds?: readonly number[]; lateBefore?: string }, page: number, perPage: number): Promise<Page<LoanRow>> {
    if (filters.productIds?.length === 0) return { rows: [], total: 0 };
    let query = this.db.selectFrom('loans').where('user_id', '=', userId);
    if (filters.open !== undefined) query = query.where('status', filters.open ? '=' : '!=', 'active');
    if (filters.lateBefore !== undefined) {
      const lateBefore = filters.lateBefore;
      // The next instalment as the loan's answer names it (the first not paid with its fee, summaryOfSchedule), late as instalmentStatus says.
      query = query.where('status', '=', 'active').where((eb) =>
        eb.exists(
          eb
            .selectFrom('amortizations as next')
            .select('next.id')
            .whereRef('next.loan_id', '=', 'loans.id')
            .where('next.due_date', '<', lateBefore)
            .where('next.status', '!=', 'paid')
            .where((e) => e('next.paid_amount', '<', e.ref('next.payment')))
            .where('next.number', '=', (e) =>
              e
                .selectFrom('amortizations as unpaid')
                .select((m) => m.fn.min<number>('unpaid.number').as('number'))
                .whereRef('unpaid.loan_id', '=', 'loans.id')
                .where((u) => u('unpaid.paid_amount', '<', u(u.ref('unpaid.payment'), '+', u.ref('unpaid.fee')))),
            ),
        ),
      );
    }
    if (filters.productIds) query = query.where('product_id', 'in', [...filters.productIds]);
    const { count } = await query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
    const rows = await query.selectAll().orderBy('disbursed_at', 'desc').orderBy('id', 'desc').limit(fixedLimit(perPage)).offset((page - 1) * perPage).execute();
    return { rows, total: Number(count) };
  }

  async loanOfUser(userId: number, id: number): Promise<LoanRow | null> {
    return (await this.db.executeQuery(this.loanOfUserQuery(userId, id))).rows[0] ?? null;
  }

  async loanById(id: number): Promise<LoanRow | null> {
    return (await this.db.selectFrom('loans').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  }

  async instalmentsOf(loanIds: number[]): Promise<AmortizationRow[]> {
    if (loanIds.length === 0) return [];
    if (loanIds.length === 1) return (await this.db.executeQuery(this.scheduleQuery(loanIds[0]))).rows;
    return this.db.selectFrom('amortizations').selectAll().where('loan_id', 'in', loanIds).orderBy('loan_id').orderBy('number').execute();
  }

  /**
   * Each loan's first instalment not yet paid in full, by loan id (none for a loan with all paid): the
   * lowest unpaid number of each loan in one grouped pass, then that row by the (loan_id, number) index.
   */
  async nextUnpaidInstalmentsOf(loanIds: readonly number[]): Promise<Map<number, AmortizationRow>> {
    if (loanIds.length === 0) return new Map();
    const firstUnpaid = this.db
      .selectFrom('amortizations')
      .select((eb) => ['loan_id', eb.fn.min<number>('number').as('number')])
      .where('loan_id', 'in', [...loanIds])
      .where((eb) => eb('paid_amount', '<', eb(eb.ref('payment'), '+', eb.ref('fee'))))
      .groupBy('loan_id')
      .as('first_unpaid');
    const rows = await this.db
      .selectFrom('amortizations as a')
      .innerJoin(firstUnpaid, (join) => join.onRef('first_unpaid.loan_id', '=', 'a.loan_id').onRef('first_unpaid.number', '=', 'a.number'))
      .selectAll('a')
      .execute();
    return new Map(rows.map((row) => [row.loan_id, row]));
  }

  /**
   * What the loans list needs of each schedule (spec: the list is unpaged, every loan at once): the
   * first instalment not paid in full and how many are paid of how many, counted by the database, so
   * the list reads one instalment a loan rather than every schedule whole (issue 28).
   */
  async scheduleSummariesOf(loanIds: readonly number[]): Promise<Map<number, ScheduleSummary>> {
    if (loanIds.length === 0) return new Map();
    const [counts, nextOf] = await Promise.all([
      this.db
        .selectFrom('amortizations')
        .select((eb) => [
          'loan_id',
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.sum<number | string>(eb.case().when('paid_amount', '>=', eb.ref('payment')).then(1).else(0).end()).as('paid'),
        ])
        .where('loan_id', 'in', [...loanIds])
        .groupBy('loan_id')
        .execute(),
      this.nextUnpaidInstalmentsOf(loanIds),
    ]);
    return new Map(counts.map((row) => [row.loan_id, { next: nextOf.get(row.loan_id), paid: Number(row.paid), total: Number(row.total) }]));
  }

  /** Unpaid instalments of active loans due on or before `until`, oldest first (the servicing job's work). */
  async unpaidDueBy(until: string): Promise<(AmortizationRow & { user_id: number; product_id: number; principal_lent: number; account_number: string })[]> {
    return this.db
      .selectFrom('amortizations')
      .innerJoin('loans', 'loans.id', 'amortizations.loan_id')
      .selectAll('amortizations')
      .select(['loans.user_id as user_id', 'loans.product_id as product_id', 'loans.principal as principal_lent', 'loans.account_number as account_number'])
      .where('loans.status', '=', 'active')
      .where('amortizations.due_date', '<=', until)
      .whereRef('amortizations.paid_amount', '<', 'amortizations.payment')
      .orderBy('amortizations.due_date')
      .execute();
  }

  /** Marks the instalment reminded; false when another run (or instance) already did. */
  async markReminded(id: number, now: Date): Promise<boolean> {
    const result = await this.db.updateTable('amortizations').set({ reminded_at: now.toISOString() }).where('id', '=', id).where('reminded_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Records a missed instalment and the late fee charged on it (0 when the cap leaves no room), in one
   * statement that only an unmarked instalment matches: false when another run already recorded it.
   */
  async markMissed(id: number, feeMinor: number, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('amortizations')
      .set((eb) => ({ missed_at: now.toISOString(), fee: eb('fee', '+', feeMinor) }))
      .where('id', '=', id)
      .where('missed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records what each instalment now has paid against it, and the loan's status, in one transaction. */
  async applyPayments(loanId: number, paid: { id: number; paidAmount: number; paidAt: string | null; status: string }[], loanStatus: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await inTransaction(this.db, async (tx) => {
      for (const row of paid) {
        await tx.updateTable('amortizations').set({ paid_amount: row.paidAmount, paid_at: row.paidAt, status: row.status }).where('id', '=', row.id).where('loan_id', '=', loanId).execute();
      }
      await tx
        .updateTable('loans')
        .set({ status: loanStatus, updated_at: at, ...(loanStatus !== 'active' ? { closed_at: at } : {}) })
        .where('id', '=', loanId)
        .execute();
    });
  }
}

/** "KC" + 8 digits: the loan id padded, then a Luhn check digit. */
export function accountNumberOf(id: number): string {
  const digits = String(id).padStart(7, '0');
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let d = Number(char);
    if (index % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return `KC${digits}${(10 - (sum % 10)) % 10}`;
}
