import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoansRepository } from '../../../src-server/db/loans/loans.repository';
import { ProductsRepository } from '../../../src-server/db/products/products.repository';
import { get, registerUser } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A borrower with a long history: `count` loans paid out a day apart (the newest last), each on its
 * own request, written as the loan service writes them. `closed` loans are repaid.
 */
async function history(userId: number, loans: { alias: string; closed: boolean }[]): Promise<number[]> {
  const repository = new LoansRepository(t.database.db);
  const products = new Map((await new ProductsRepository(t.database.db).all()).map((p) => [p.product.alias, p.id]));
  const ids: number[] = [];
  for (const [index, loan] of loans.entries()) {
    const day = `2026-01-${String(index + 1).padStart(2, '0')}`;
    const at = new Date(`${day}T09:00:00Z`);
    const productId = products.get(loan.alias)!;
    const requestId = await repository.createRequest({ userId, productId, amount: 100_000, term: 1, purpose: 'car', bankId: 1, branchId: null, startDate: day, quote: { regularPayment: 101_000, totalRepayable: 101_000, apr: '12.7' } }, at);
    await repository.setRequestStatus(requestId, 'disbursed', null, at);
    const instalments = [{ number: 1, dueDate: `2026-02-${String(index + 1).padStart(2, '0')}`, paymentMinor: 101_000, interestMinor: 1_000, principalMinor: 100_000, feeMinor: 0, balanceAfterMinor: 0 }];
    const id = await repository.createLoan({ userId, requestId, productId, principal: 100_000, financedPrincipal: 100_000, term: 1, annualRate: '0.12', apr: '12.7', totalRepayable: 101_000, startDate: day, instalments }, at);
    if (loan.closed) await repository.applyPayments(id, [], 'closed', at);
    ids.push(id);
  }
  return ids;
}

describe('GET /api/v1/accounts pages, counts and filters in the database (issue 28)', () => {
  it('answers the newest accounts first, ten to a page, with the filters applied before the count', async () => {
    const { token } = await registerUser(t.app);
    const me = (await get(t.app, '/api/v1/users/me', token)).json().data.id as number;
    const aliases = (await new ProductsRepository(t.database.db).all()).map((p) => p.product.alias);
    const [first, second] = aliases;
    // 13 loans: the odd ones (1st, 3rd…) repaid; every third on the second product.
    const ids = await history(me, Array.from({ length: 13 }, (_, i) => ({ alias: i % 3 === 2 ? second : first, closed: i % 2 === 0 })));
    const newestFirst = [...ids].reverse();

    const page1 = (await get(t.app, '/api/v1/accounts', token)).json();
    expect(page1).toMatchObject({ current_page: 1, per_page: 10, total: 13, last_page: 2, from: 1, to: 10 });
    expect(page1.data.map((a: { loan_id: number }) => a.loan_id)).toEqual(newestFirst.slice(0, 10));
    const page2 = (await get(t.app, '/api/v1/accounts?page=2', token)).json();
    expect(page2).toMatchObject({ current_page: 2, total: 13, from: 11, to: 13, next_page_url: null });
    expect(page2.data.map((a: { loan_id: number }) => a.loan_id)).toEqual(newestFirst.slice(10));

    const open = (await get(t.app, '/api/v1/accounts?filters[status]=open', token)).json();
    expect(open.total).toBe(6);
    expect(open.data.every((a: { status: string }) => a.status === 'open')).toBe(true);
    expect(open.data.map((a: { loan_id: number }) => a.loan_id)).toEqual(newestFirst.filter((id) => (ids.indexOf(id) % 2) === 1));
    const closed = (await get(t.app, '/api/v1/accounts?filters[status]=closed', token)).json();
    expect(closed).toMatchObject({ total: 7, last_page: 1 });
    expect(closed.data.every((a: { status: string; balance: number }) => a.status === 'closed' && a.balance === 0)).toBe(true);

    const ofSecond = (await get(t.app, `/api/v1/accounts?filters[product_alias]=${second}`, token)).json();
    expect(ofSecond.total).toBe(4);
    expect(ofSecond.data.every((a: { product_alias: string }) => a.product_alias === second)).toBe(true);
    const openOfSecond = (await get(t.app, `/api/v1/accounts?filters[product_alias]=${second}&filters[status]=open`, token)).json();
    expect(openOfSecond.data.map((a: { loan_id: number }) => a.loan_id)).toEqual(newestFirst.filter((id) => ids.indexOf(id) % 3 === 2 && ids.indexOf(id) % 2 === 1));
    expect((await get(t.app, '/api/v1/accounts?filters[product_alias]=no-such-product', token)).json()).toMatchObject({ data: [], total: 0, from: null });
  });

  it('names each account\'s next instalment: the first not paid in full, what is left of it, and none once the loan is closed; the loans list agrees with each loan\'s page', async () => {
    const { token } = await registerUser(t.app);
    const me = (await get(t.app, '/api/v1/users/me', token)).json().data.id as number;
    const repository = new LoansRepository(t.database.db);
    const [product] = await new ProductsRepository(t.database.db).all();
    const at = new Date('2026-01-05T09:00:00Z');
    const loanOf = async (closed: boolean) => {
      const requestId = await repository.createRequest({ userId: me, productId: product.id, amount: 300_000, term: 3, purpose: 'car', bankId: 1, branchId: null, startDate: '2026-01-05', quote: { regularPayment: 102_000, totalRepayable: 306_000, apr: '12.7' } }, at);
      await repository.setRequestStatus(requestId, 'disbursed', null, at);
      const instalments = [1, 2, 3].map((number) => ({ number, dueDate: `2026-0${number + 1}-05`, paymentMinor: 102_000, interestMinor: 2_000, principalMinor: 100_000, feeMinor: number === 2 ? 2_500 : 0, balanceAfterMinor: 300_000 - number * 100_000 }));
      const id = await repository.createLoan({ userId: me, requestId, productId: product.id, principal: 300_000, financedPrincipal: 300_000, term: 3, annualRate: '0.12', apr: '12.7', totalRepayable: 306_000, startDate: '2026-01-05', instalments }, at);
      const [first, second] = await repository.instalmentsOf([id]);
      // The first paid in full; the second (with its 25.00 fee) paid in part.
      const paid = [
        { id: first.id, paidAmount: 102_000, paidAt: '2026-02-05T09:00:00.000Z', status: 'paid' },
        { id: second.id, paidAmount: 50_000, paidAt: null, status: 'pending' },
      ];
      await repository.applyPayments(id, paid, closed ? 'settled' : 'active', at);
      return id;
    };
    const open = await loanOf(false);
    const closed = await loanOf(true);

    const accounts = new Map(((await get(t.app, '/api/v1/accounts', token)).json().data as { loan_id: number }[]).map((a) => [a.loan_id, a]));
    expect(accounts.get(open)).toMatchObject({ status: 'open', next_due_date: '2026-03-05', next_due_amount: 102_000 + 2_500 - 50_000 });
    expect(accounts.get(closed)).toMatchObject({ status: 'closed', balance: 0, next_due_date: null, next_due_amount: null });

    // The loans list counts in the database what the loan's own page counts from its schedule: both say the same.
    const listed = new Map(((await get(t.app, '/api/loan/user_loans', token)).json().data as { id: number }[]).map((loan) => [loan.id, loan]));
    for (const id of [open, closed]) {
      const own = (await get(t.app, `/api/loan/${id}`, token)).json().data;
      expect(listed.get(id)).toEqual(own);
    }
    expect(listed.get(open)).toMatchObject({ instalments_paid: 1, instalments_total: 3, next_due: { number: 2, due_date: '2026-03-05', amount: 102_000 + 2_500 - 50_000 } });
    expect(listed.get(closed)).toMatchObject({ instalments_paid: 1, instalments_total: 3, next_due: null });
  });

  it('shows a borrower none of another borrower\'s accounts', async () => {
    const { token } = await registerUser(t.app);
    expect((await get(t.app, '/api/v1/accounts', token)).json()).toMatchObject({ data: [], total: 0 });
  });
});

describe('GET /api/loan/user_loans?page= pages the loans list in the database (issue 28)', () => {
  it('answers ten loans a page, newest first, each as the unpaged list writes it, with the accounts list\'s filters', async () => {
    const { token } = await registerUser(t.app);
    const me = (await get(t.app, '/api/v1/users/me', token)).json().data.id as number;
    const [first, second] = (await new ProductsRepository(t.database.db).all()).map((p) => p.product.alias);
    // 12 loans: the even-placed ones (1st, 3rd…) repaid; every third on the second product.
    const ids = await history(me, Array.from({ length: 12 }, (_, i) => ({ alias: i % 3 === 2 ? second : first, closed: i % 2 === 0 })));
    const newestFirst = [...ids].reverse();
    const whole = new Map(((await get(t.app, '/api/loan/user_loans', token)).json().data as { id: number }[]).map((loan) => [loan.id, loan]));
    expect(whole.size).toBe(12);

    const page1 = (await get(t.app, '/api/loan/user_loans?page=1', token)).json();
    expect(page1).toMatchObject({ current_page: 1, per_page: 10, total: 12, last_page: 2, from: 1, to: 10, next_page_url: '/api/loan/user_loans?page=2' });
    expect(page1.data.map((loan: { id: number }) => loan.id)).toEqual(newestFirst.slice(0, 10));
    for (const loan of page1.data as { id: number }[]) expect(loan).toEqual(whole.get(loan.id));
    const page2 = (await get(t.app, '/api/loan/user_loans?page=2', token)).json();
    expect(page2).toMatchObject({ current_page: 2, from: 11, to: 12, prev_page_url: '/api/loan/user_loans?page=1', next_page_url: null });
    expect(page2.data.map((loan: { id: number }) => loan.id)).toEqual(newestFirst.slice(10));

    const open = (await get(t.app, '/api/loan/user_loans?page=1&filters[status]=open', token)).json();
    expect(open.total).toBe(6);
    expect(open.data.map((loan: { id: number; status: string }) => [loan.id, loan.status])).toEqual(newestFirst.filter((id) => ids.indexOf(id) % 2 === 1).map((id) => [id, 'active']));
    const openOfSecond = (await get(t.app, `/api/loan/user_loans?page=1&filters[status]=open&product_alias=${second}`, token)).json();
    expect(openOfSecond.data.map((loan: { id: number }) => loan.id)).toEqual(newestFirst.filter((id) => ids.indexOf(id) % 3 === 2 && ids.indexOf(id) % 2 === 1));
    expect((await get(t.app, '/api/loan/user_loans?page=9', token)).json()).toMatchObject({ data: [], total: 12, from: null, current_page: 9 });
  });

  it('refuses a filter it does not know with a 422 that names it', async () => {
    const { token } = await registerUser(t.app);
    const answer = await get(t.app, '/api/loan/user_loans?page=1&filters[colour]=red', token);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toHaveProperty(['filters[colour]']);
    const status = await get(t.app, '/api/loan/user_loans?page=1&filters[status]=overdue', token);
    expect(status.statusCode).toBe(422);
    expect(status.json().errors['filters[status]']).toEqual(['The status is open, closed or late.']);
    // Late is the loans list's own: the accounts list keeps to open and closed.
    const accounts = await get(t.app, '/api/v1/accounts?filters[status]=late', token);
    expect(accounts.statusCode).toBe(422);
    expect(accounts.json().errors['filters[status]']).toEqual(['The status is open or closed.']);
  });

  it('with filters[status]=late answers every loan whose next payment is late, however old the loan: the loans the overview warns about', async () => {
    const { token } = await registerUser(t.app);
    const me = (await get(t.app, '/api/v1/users/me', token)).json().data.id as number;
    const repository = new LoansRepository(t.database.db);
    const [product] = await new ProductsRepository(t.database.db).all();
    // The test clock stands at 2026-11-22 (a Sunday); instalments are 100.00 plus a 5.00 fee on the second.
    const loanWith = async (paidOutOn: string, dues: string[], paid: number[], status: 'active' | 'closed' = 'active') => {
      const at = new Date(`${paidOutOn}T09:00:00Z`);
      const requestId = await repository.createRequest({ userId: me, productId: product.id, amount: 100_000 * dues.length, term: dues.length, purpose: 'car', bankId: 1, branchId: null, startDate: paidOutOn, quote: { regularPayment: 100_000, totalRepayable: 100_000 * dues.length, apr: '12.7' } }, at);
      await repository.setRequestStatus(requestId, 'disbursed', null, at);
      const instalments = dues.map((dueDate, index) => ({ number: index + 1, dueDate, paymentMinor: 100_000, interestMinor: 1_000, principalMinor: 99_000, feeMinor: index === 1 ? 500 : 0, balanceAfterMinor: 0 }));
      const id = await repository.createLoan({ userId: me, requestId, productId: product.id, principal: 100_000 * dues.length, financedPrincipal: 100_000 * dues.length, term: dues.length, annualRate: '0.12', apr: '12.7', totalRepayable: 100_000 * dues.length, startDate: paidOutOn, instalments }, at);
      const rows = await repository.instalmentsOf([id]);
      const payments = paid.map((amount, index) => ({ id: rows[index].id, paidAmount: amount, paidAt: amount > 0 ? at.toISOString() : null, status: amount >= 100_000 ? 'paid' : 'pending' }));
      await repository.applyPayments(id, payments, status, at);
      return id;
    };
    // The oldest loan of all is late: paid out first, then twelve newer ones push it off the first page of open loans.
    const oldestLate = await loanWith('2025-01-10', ['2025-10-01', '2025-11-01', '2026-12-01'], [100_000, 0]);
    const partPaidLate = await loanWith('2025-02-10', ['2026-11-02', '2026-12-02'], [40_000]);
    // Due on Friday 2026-11-20, a working day, and not paid: late from the Saturday.
    const dueFriday = await loanWith('2025-03-10', ['2026-11-20', '2026-12-20'], []);
    // Due today, a Sunday: it may be paid on the next working day, so it is not late.
    const dueToday = await loanWith('2025-04-10', ['2026-11-22', '2026-12-22'], []);
    // The second instalment's payment made and its fee left: that is the next instalment, and its payment is in, so no warning
    // (the loan's page asks for the fee), though the third, after it, is past its date too.
    const feeLeft = await loanWith('2025-05-10', ['2026-09-01', '2026-10-01', '2026-11-01'], [100_000, 100_000]);
    const closedUnpaid = await loanWith('2025-06-10', ['2026-10-01'], [], 'closed');
    for (let i = 0; i < 11; i++) await loanWith(`2026-0${(i % 9) + 1}-15`, ['2026-12-15', '2027-01-15'], []);

    const late = (await get(t.app, '/api/loan/user_loans?page=1&filters[status]=late', token)).json();
    const lateIds = (late.data as { id: number }[]).map((loan) => loan.id);
    expect(late).toMatchObject({ current_page: 1, last_page: 1 });
    // Newest first, as every loan list.
    expect(lateIds).toEqual([dueFriday, partPaidLate, oldestLate]);
    expect(late.total).toBe(3);
    for (const id of [dueToday, feeLeft, closedUnpaid]) expect(lateIds).not.toContain(id);
    // Another borrower's late loans are hers alone.
    const other = await registerUser(t.app);
    expect((await get(t.app, '/api/loan/user_loans?page=1&filters[status]=late', other.token)).json()).toMatchObject({ data: [], total: 0 });

    // The same loans the loan resource calls overdue, no more and no fewer, among all seventeen.
    const every = (await get(t.app, '/api/loan/user_loans', token)).json().data as { id: number; next_due: { status: string } | null }[];
    expect(every).toHaveLength(17);
    const overdue = every.filter((loan) => loan.next_due?.status === 'overdue').map((loan) => loan.id);
    expect([...lateIds].sort((a, b) => a - b)).toEqual(overdue.sort((a, b) => a - b));
    expect(overdue).toContain(oldestLate);
    // The first page of open loans, which the overview's loans card shows, does not reach the oldest one.
    const openPage = (await get(t.app, '/api/loan/user_loans?page=1&filters[status]=open', token)).json();
    expect(openPage.total).toBe(16);
    expect((openPage.data as { id: number }[]).map((loan) => loan.id)).not.toContain(oldestLate);
  });

  it('shows a borrower none of another borrower\'s loans', async () => {
    const { token } = await registerUser(t.app);
    expect((await get(t.app, '/api/loan/user_loans?page=1', token)).json()).toMatchObject({ data: [], total: 0, last_page: 1 });
  });
});
