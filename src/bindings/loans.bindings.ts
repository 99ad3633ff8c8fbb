import type { Container } from 'inversify';
import { LoanGateway } from '../../src-domain/loans/loan-gateway.port';
import { CheckEligibility, GetLoan, ListAccounts, ListLoanRequests, ListLoans, QuoteSettlement, RequestLoan, WithdrawLoanRequest } from '../../src-domain/loans/loan.use-cases';
import { LaravelLoanGateway } from '../../src-infra/api/loans/laravel-loan.gateway';
import { HttpClient } from '../../src-infra/http/http-client';

/** Applying for a loan and living with it (issue 10). */
export function bindLoans(container: Container): void {
  container.bind<LoanGateway>(LoanGateway).toResolvedValue((http: HttpClient) => new LaravelLoanGateway(http), [HttpClient]);
  const useCases: (new (loans: LoanGateway) => object)[] = [CheckEligibility, RequestLoan, ListLoanRequests, WithdrawLoanRequest, ListLoans, GetLoan, QuoteSettlement, ListAccounts];
  for (const UseCase of useCases) container.bind(UseCase).toResolvedValue((loans: LoanGateway) => new UseCase(loans), [LoanGateway]);
}
