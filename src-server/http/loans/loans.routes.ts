import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EligibilityCheckDto, LoanRequestDto } from '../../../src-domain/loans/loan-request.dto';
import { OPEN_REQUEST_STATUSES, REQUEST_STATUSES } from '../../../src-domain/loans/loan-status';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import type { StoredProduct } from '../../db/products/product-rows';
import type { ProductsRepository } from '../../db/products/products.repository';
import { HttpError } from '../http-error';
import { paginate, pageParam } from '../paginator';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { recordIdParam } from '../profile/record-id.param';
import { validateBody } from '../validate-body';
import { summaryOfSchedule, toAccountResource, toAmortizationResource, toEligibilityResource, toLoanRequestResource, toLoanResource } from './loan.resources';
import type { LoanService } from './loan.service';
import type { LoanOffersRepository } from '../../db/agreements/loan-offers.repository';
import type { SignedAgreementsRepository } from '../../db/agreements/signed-agreements.repository';
import type { LoanRequestRow, LoanRow } from '../../db/loans/loans.repository';
import { LoanPaymentsRepository } from '../../db/loans/loan-payments.repository';

export const REQUESTS_PER_PAGE = 10;
export const ACCOUNTS_PER_PAGE = 10;
export const LOANS_PER_PAGE = 10;
const CATALOGUE_TTL_MS = 30_000;
const LIST_FILTERS = new Set(['status', 'product_alias']);
/** A loan with nothing received yet: all of it still owed. */
const NO_PAYMENTS = { paidMinor: 0, principalPaidMinor: 0 };
/** A loan with no instalments (never written so; the list stays whole if one were). */
const NO_SCHEDULE = { next: undefined, paid: 0, total: 0 };

type WithId = { Params: { id: string } };

/** What `filters[status]` may ask of the accounts list, and of the loans list. */
const ACCOUNT_STATUSES = ['open', 'closed'] as const;
const LOAN_STATUSES = ['open', 'closed', 'late'] as const;

/**
 * The filters of the paged loan lists: `filters[status]` open or closed (the loans list also late:
 * the loans with a payment that has not reached us), `filters[product_alias]`; anything else is a 422 naming it.
 */
function listFilters(query: Record<string, unknown>, statuses: readonly string[] = ACCOUNT_STATUSES): { status?: string; product_alias?: string } {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const match = /^filters\[(.+)\]$/.exec(key);
    if (!match) continue;
    if (!LIST_FILTERS.has(match[1]) || typeof value !== 'string') throw new ValidationFailed({ [key]: ['Filter by status or product_alias.'] });
    filters[match[1]] = value;
  }
  if (filters.status && !statuses.includes(filters.status)) throw new ValidationFailed({ 'filters[status]': [`The status is ${statuses.slice(0, -1).join(', ')} or ${statuses.at(-1)}.`] });
  return filters;
}

/** Open keeps the active loans, closed the others, none all of them (late is its own filter). */
const openFilter = (filters: { status?: string }): boolean | undefined => (filters.status && filters.status !== 'late' ? filters.status === 'open' : undefined);

/** The ids of the products called `alias`, or undefined (every product) when no alias is given. */
const productIdsOf = (products: Map<number, StoredProduct>, alias: string | undefined): number[] | undefined =>
  !alias ? undefined : [...products.values()].filter((p) => p.product.alias === alias).map((p) => p.id);

/**
 * The life of a loan (spec §7 Loans, Amortization, accounts; docs/design/lending-core.md §3). Every
 * route needs a signed-in borrower and reads only that borrower's requests and loans: another
 * borrower's id is a 404 that says nothing more.
 */
export function registerLoanRoutes(app: FastifyInstance, deps: { loans: LoanService; products: ProductsRepository; offers: LoanOffersRepository; signedAgreements: SignedAgreementsRepository }): void {
  const { loans, products, offers, signedAgreements } = deps;
  // What each loan received, from the payments on the ledger (ADR 0044).
  const payments = new LoanPaymentsRepository(loans.repayments.db);
  const auth = { preHandler: app.requireUser };
  const userOf = (request: FastifyRequest) => authenticated(request).user.id;
  // Every list names its products; the catalogue changes rarely (the operator's command), so it is read at most every 30 s.
  let cached: { at: number; byId: Promise<Map<number, StoredProduct>> } | null = null;
  const catalogue = (): Promise<Map<number, StoredProduct>> => {
    const now = Date.now();
    if (!cached || now - cached.at > CATALOGUE_TTL_MS) {
      const current = { at: now, byId: products.all().then((all) => new Map(all.map((p) => [p.id, p]))) };
      // A failed read is not kept: the next list reads the catalogue again.
      current.byId.catch(() => {
        if (cached === current) cached = null;
      });
      cached = current;
    }
    return cached.byId;
  };

  app.post('/api/v1/loan/check_eligibility', auth, async (request) => {
    const input = await validateBody(EligibilityCheckDto, request.body);
    const stored = await loans.productFor(input.product_alias);
    const startDate = input.start_date ?? loans.today();
    const quote = loans.quote(stored.product, input.amount, input.term, startDate, input.pay_day);
    const eligibility = await loans.eligibility(userOf(request), stored, input.amount, input.term, startDate, undefined, input.pay_day);
    return { data: toEligibilityResource(eligibility, quote) };
  });

  /** Request resources with their offers (one query for the lot). */
  const requestResources = async (rows: LoanRequestRow[]) => {
    const [products, offersOf] = await Promise.all([catalogue(), offers.summariesOf(rows.map((row) => row.id))]);
    return rows.map((row) => toLoanRequestResource(row, products, offersOf.get(row.id) ?? null));
  };

  app.post('/api/loans/request', auth, async (request, reply) => {
    const input = await validateBody(LoanRequestDto, request.body);
    const userId = userOf(request);
    const id = await loans.submit(userId, input);
    const row = await loans.loans.requestOfUser(userId, id);
    return reply.code(201).send({ data: (await requestResources([row!]))[0] });
  });

  const listRequests = async (request: FastifyRequest, statuses: readonly string[] | null, path: string) => {
    const page = pageParam((request.query as Record<string, unknown>).page);
    const found = await loans.loans.requestsOf(userOf(request), statuses, page, REQUESTS_PER_PAGE);
    return paginate(await requestResources(found.rows), found.total, page, REQUESTS_PER_PAGE, path);
  };

  app.get('/api/loan_requests', auth, async (request) => listRequests(request, null, '/api/loan_requests'));

  app.get<{ Params: { status: string } }>('/api/loan_requests/:status', auth, async (request) => {
    const { status } = request.params;
    const statuses = status === 'open' ? OPEN_REQUEST_STATUSES : (REQUEST_STATUSES as readonly string[]).includes(status) ? [status] : null;
    // ADR 0017: an unknown status names no list, as an unknown page does.
    if (!statuses) throw new HttpError(404, 'Not Found.');
    return listRequests(request, statuses, `/api/loan_requests/${status}`);
  });

  app.post<WithId>('/api/loan_requests/:id/withdraw', auth, async (request) => {
    const id = recordIdParam(request.params.id);
    await loans.withdraw(userOf(request), id);
    return { data: (await requestResources([(await loans.loans.requestOfUser(userOf(request), id))!]))[0] };
  });

  /** Loan resources for `rows`, each with its schedule's summary, its signed agreement and what it has received (one query each for the lot). */
  const loanResources = async (userId: number, rows: LoanRow[], products: Map<number, StoredProduct>) => {
    const ids = rows.map((l) => l.id);
    const [schedules, agreements, paid] = await Promise.all([loans.loans.scheduleSummariesOf(ids), signedAgreements.ofLoans(userId, ids), payments.ledgerTotalsOf(ids)]);
    const day = loans.servicingDay();
    return rows.map((loan) => toLoanResource(loan, schedules.get(loan.id) ?? NO_SCHEDULE, products, day, agreements.get(loan.id) ?? null, paid.get(loan.id) ?? NO_PAYMENTS));
  };

  app.get('/api/loan/user_loans', auth, async (request) => {
    const query = request.query as Record<string, unknown>;
    const userId = userOf(request);
    const products = await catalogue();
    if (query.page === undefined) {
      // The spec's answer: every loan, optionally of one product.
      const alias = query.product_alias;
      const userLoans = (await loans.loans.loansOf(userId)).filter((loan) => typeof alias !== 'string' || products.get(loan.product_id)?.product.alias === alias);
      return { data: await loanResources(userId, userLoans, products) };
    }
    // With `page` (issue 28; the SPA asks so): ten loans a page, newest first, cut and counted by the database, with the accounts list's filters.
    const filters = listFilters(query, LOAN_STATUSES);
    const alias = filters.product_alias ?? (typeof query.product_alias === 'string' ? query.product_alias : undefined);
    const page = pageParam(query.page);
    const lateBefore = filters.status === 'late' ? loans.servicingDay().lateBefore : undefined;
    const found = await loans.loans.loanPageOf(userId, { open: openFilter(filters), productIds: productIdsOf(products, alias), lateBefore }, page, LOANS_PER_PAGE);
    return paginate(await loanResources(userId, found.rows, products), found.total, page, LOANS_PER_PAGE, '/api/loan/user_loans');
  });

  app.get<WithId>('/api/loan/:id', auth, async (request) => {
    const loan = await loans.loanOf(userOf(request), recordIdParam(request.params.id));
    const agreement = await signedAgreements.ofLoan(loan.user_id, loan.id);
    const paid = await payments.ledgerTotalsOf([loan.id]);
    const schedule = summaryOfSchedule(await loans.loans.instalmentsOf([loan.id]));
    return { data: toLoanResource(loan, schedule, await catalogue(), loans.servicingDay(), agreement, paid.get(loan.id) ?? NO_PAYMENTS) };
  });

  // GET /api/loan/{id}/settlement: repayment.routes.ts (the settlement figure on the interest ledger, issue 26).

  const schedule = (which: 'all' | 'pending' | 'paid') => async (request: FastifyRequest<WithId>) => {
    const loan = await loans.loanOf(userOf(request), recordIdParam(request.params.id));
    const day = loans.servicingDay();
    const rows = (await loans.loans.instalmentsOf([loan.id])).map((row) => toAmortizationResource(row, day));
    return { data: which === 'all' ? rows : rows.filter((r) => (which === 'paid' ? r.status === 'paid' : r.status !== 'paid')) };
  };
  app.get<WithId>('/api/v1/loan/amortizations/:id', auth, schedule('all'));
  app.get<WithId>('/api/v1/loan/pending_amortization/:id', auth, schedule('pending'));
  app.get<WithId>('/api/v1/loan/paid_amortization/:id', auth, schedule('paid'));

  app.get('/api/v1/accounts', auth, async (request) => {
    const query = request.query as Record<string, unknown>;
    const filters = listFilters(query);
    const page = pageParam(query.page);
    const products = await catalogue();
    // An account is open while its loan is active (toAccountResource); the database pages and counts.
    const found = await loans.loans.loanPageOf(userOf(request), { open: openFilter(filters), productIds: productIdsOf(products, filters.product_alias) }, page, ACCOUNTS_PER_PAGE);
    const ids = found.rows.map((l) => l.id);
    const [nextOf, totals] = await Promise.all([loans.loans.nextUnpaidInstalmentsOf(ids), payments.ledgerTotalsOf(ids)]);
    const accounts = found.rows.map((loan) => toAccountResource(loan, nextOf.get(loan.id), products, totals.get(loan.id) ?? NO_PAYMENTS));
    return paginate(accounts, found.total, page, ACCOUNTS_PER_PAGE, '/api/v1/accounts');
  });

}
