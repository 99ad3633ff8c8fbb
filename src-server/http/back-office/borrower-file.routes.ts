import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AffordabilityPolicy } from '../../../src-domain/loans/eligibility';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import type { DatabaseSchema } from '../../db/database.types';
import type { ProductsRepository } from '../../db/products/products.repository';
import type { Clock } from '../../services/clock.port';
import { notFound } from '../http-error';
import type { LoanService } from '../loans/loan.service';
import { recordIdParam } from '../profile/record-id.param';
import { auditedRead } from './audited-read';
import { borrowerFile, type FilePartPayment, type FileSettlement } from './borrower-file.query';
import { LoanPaymentsRepository } from '../../db/loans/loan-payments.repository';
import type { LoanRow } from '../../db/loans/loans.repository';
import { searchBorrowers } from './borrower-search.query';
import { staffActorOf, staffRoute } from './staff-guard';

export interface BorrowerFileRoutesDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  loans: LoanService;
  products: ProductsRepository;
  affordability: AffordabilityPolicy;
}

/** Shortest search worth running: one letter would list everyone. */
const MIN_QUERY = 2;
const MAX_QUERY = 100;

/** Finding a borrower and reading their whole file (docs/design/back-office.md §4, §5); every view is audited. */
export function registerBorrowerFileRoutes(app: FastifyInstance, deps: BorrowerFileRoutesDeps): void {
  const readable = staffRoute(app, 'borrowers.read');

  app.get<{ Querystring: { q?: unknown } }>('/api/v1/back-office/borrowers', readable, async (request) => {
    const q = typeof request.query.q === 'string' ? request.query.q.trim() : '';
    if (q.length < MIN_QUERY || q.length > MAX_QUERY) {
      throw new ValidationFailed({ q: [`Type between ${MIN_QUERY} and ${MAX_QUERY} characters: a name, an e-mail, an account number or a request reference.`] });
    }
    return { data: await searchBorrowers(deps.db, q) };
  });

  app.get<{ Params: { id: string } }>('/api/v1/back-office/borrowers/:id', readable, async (request) => {
    const id = recordIdParam(request.params.id);
    const now = deps.clock.now();
    const products = new Map((await deps.products.all()).map((stored) => [stored.id, stored]));
    const file = await auditedRead(
      deps.db,
      staffActorOf(request),
      now,
      (trx) => borrowerFile(id, { db: trx, now, day: deps.loans.servicingDay(), products, affordability: deps.affordability, settlementToday: (loan, db) => settlementToday(deps.loans, loan, db), pendingPartPayment: (loan, db) => pendingPartPayment(deps.loans, loan, db) }),
      () => ({ action: 'borrower.view', subjectType: 'borrower', subjectId: id, borrowerId: id }),
    );
    if (!file) throw notFound();
    return { data: file };
  });
}

/** What settles `loan` today by the ledger, read in the file's transaction: the figure `settle` charges. */
async function settlementToday(loans: LoanService, loan: LoanRow, db: Kysely<DatabaseSchema>): Promise<FileSettlement> {
  const quote = await loans.settlement(loan.user_id, loan.id, loans.today(), db);
  return { asOf: quote.asOf, totalMinor: quote.totalMinor, principalMinor: quote.outstandingPrincipalMinor, interestMinor: quote.accruedInterestMinor, feesMinor: quote.feesDueMinor };
}

/** The loan's confirmed part payment waiting for its money, with the borrower's choice worked out for today by the domain. */
async function pendingPartPayment(loans: LoanService, loan: LoanRow, db: Kysely<DatabaseSchema>): Promise<FilePartPayment | null> {
  const pending = await new LoanPaymentsRepository(db).pendingPartPayment(loan.id);
  if (!pending) return null;
  const { preview } = loans.repayments.previewPartPayment(await loans.repayments.stateOf(db, loan.id), pending.amount, pending.choice);
  return {
    id: pending.id,
    amount: pending.amount,
    choice: pending.choice,
    created_at: pending.created_at,
    preview: {
      as_of: preview.request.date,
      regular_payment: preview.after.instalments[0]?.paymentMinor ?? 0,
      count: preview.after.instalments.length,
      final_due_date: preview.after.finalDueDate,
      interest_saved: preview.interestSavedMinor,
    },
  };
}
