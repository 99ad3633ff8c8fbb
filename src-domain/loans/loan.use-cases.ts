import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { LoanGateway, LoanListStatus } from './loan-gateway.port';
import type { EligibilityAnswer, Loan, LoanAccount, LoanRequest, Page, ScheduledInstalment } from './loan.entity';
import { EligibilityCheckDto, LoanRequestDto } from './loan-request.dto';
import type { SettlementQuote } from './settlement';

/** Whether the borrower can apply for this loan, why not, and its quote. */
export class CheckEligibility implements UseCase<EligibilityCheckDto, EligibilityAnswer> {
  constructor(private readonly loans: LoanGateway) {}
  async execute(input: EligibilityCheckDto): Promise<EligibilityAnswer> {
    return this.loans.checkEligibility(await validateInput(EligibilityCheckDto, input));
  }
}

/** Files a loan request (checked as the server checks it). */
export class RequestLoan implements UseCase<LoanRequestDto, LoanRequest> {
  constructor(private readonly loans: LoanGateway) {}
  async execute(input: LoanRequestDto): Promise<LoanRequest> {
    return this.loans.requestLoan(await validateInput(LoanRequestDto, input));
  }
}

/** A page of the borrower's requests, all or in one status (`open` for those awaiting a decision). */
export class ListLoanRequests implements UseCase<{ status: string | null; page: number }, Page<LoanRequest>> {
  constructor(private readonly loans: LoanGateway) {}
  execute(input: { status: string | null; page: number }): Promise<Page<LoanRequest>> {
    return this.loans.requests(input.status, Math.max(1, Math.trunc(input.page)));
  }
}

export class WithdrawLoanRequest implements UseCase<number, LoanRequest> {
  constructor(private readonly loans: LoanGateway) {}
  execute(id: number): Promise<LoanRequest> {
    return this.loans.withdraw(id);
  }
}

export class ListLoans implements UseCase<{ page: number; status: LoanListStatus | null }, Page<Loan>> {
  constructor(private readonly loans: LoanGateway) {}
  execute(input: { page: number; status: LoanListStatus | null }): Promise<Page<Loan>> {
    return this.loans.loans(Math.max(1, Math.trunc(input.page)), input.status);
  }
}

/** A loan and its whole schedule. */
export class GetLoan implements UseCase<number, { loan: Loan; schedule: ScheduledInstalment[] }> {
  constructor(private readonly loans: LoanGateway) {}
  async execute(id: number): Promise<{ loan: Loan; schedule: ScheduledInstalment[] }> {
    const [loan, schedule] = await Promise.all([this.loans.loan(id), this.loans.schedule(id)]);
    return { loan, schedule };
  }
}

/** What settles a loan on a date. */
export class QuoteSettlement implements UseCase<{ loanId: number; date: string }, SettlementQuote> {
  constructor(private readonly loans: LoanGateway) {}
  execute(input: { loanId: number; date: string }): Promise<SettlementQuote> {
    return this.loans.settlement(input.loanId, input.date);
  }
}

export class ListAccounts implements UseCase<{ page: number; status: 'open' | 'closed' | null }, Page<LoanAccount>> {
  constructor(private readonly loans: LoanGateway) {}
  execute(input: { page: number; status: 'open' | 'closed' | null }): Promise<Page<LoanAccount>> {
    return this.loans.accounts(Math.max(1, Math.trunc(input.page)), input.status);
  }
}
