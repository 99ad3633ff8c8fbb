import type { EligibilityAnswer, Loan, LoanAccount, LoanRequest, Page, ScheduledInstalment } from './loan.entity';
import type { EligibilityCheckDto, LoanRequestDto } from './loan-request.dto';
import type { SettlementQuote } from './settlement';

/** Requests, loans, schedules and accounts of the signed-in borrower (docs/design/lending-core.md §3). */
export interface LoanGateway {
  /** POST /api/v1/loan/check_eligibility */
  checkEligibility(input: EligibilityCheckDto): Promise<EligibilityAnswer>;
  /** POST /api/loans/request, with an Idempotency-Key so a retried submit never files twice. */
  requestLoan(input: LoanRequestDto): Promise<LoanRequest>;
  /** GET /api/loan_requests[/{status}] */
  requests(status: string | null, page: number): Promise<Page<LoanRequest>>;
  /** POST /api/loan_requests/{id}/withdraw */
  withdraw(id: number): Promise<LoanRequest>;
  /** GET /api/loan/user_loans?page= (ten a page, newest first); `status` open keeps the loans being repaid, late those with a late payment. */
  loans(page: number, status: LoanListStatus | null): Promise<Page<Loan>>;
  /** GET /api/loan/{id}; NotFound when it is not the borrower's. */
  loan(id: number): Promise<Loan>;
  /** GET /api/v1/loan/amortizations/{id} */
  schedule(loanId: number): Promise<ScheduledInstalment[]>;
  /** GET /api/loan/{id}/settlement?date= */
  settlement(loanId: number, date: string): Promise<SettlementQuote>;
  /** GET /api/v1/accounts */
  accounts(page: number, status: 'open' | 'closed' | null): Promise<Page<LoanAccount>>;
}

export const LoanGateway = Symbol.for('LoanGateway');

/** Which loans a page of the loans list keeps: those being repaid, those ended, or those being repaid whose next payment is late. */
export type LoanListStatus = 'open' | 'closed' | 'late';
