import type { Container } from 'inversify';
import { LoanGateway } from '../../src-domain/loans/loan-gateway.port';
import { CheckEligibility, GetLoan, ListAccounts, ListLoanRequests, ListLoans, QuoteSettlement, RequestLoan, WithdrawLoanRequest } from '../../src-domain/loans/loan.use-cases';
import { RepaymentGateway } from '../../src-domain/loans/repayment-gateway.port';
import { CancelPartPayment, ConfirmPartPayment, GetRepaymentPosition, GetSettlementOffer, MovePaymentDate, PreviewPartPayment, PreviewPaymentDateMove } from '../../src-domain/loans/repayment.use-cases';
import { LaravelLoanGateway } from '../../src-infra/api/loans/laravel-loan.gateway';
import { LaravelRepaymentGateway } from '../../src-infra/api/loans/laravel-repayment.gateway';
import { HttpClient } from '../../src-infra/http/http-client';

/** Applying for a loan and living with it (issue 10), and repaying it exactly (issue 26). */
export function bindLoans(container: Container): void {
  container.bind<LoanGateway>(LoanGateway).toResolvedValue((http: HttpClient) => new LaravelLoanGateway(http), [HttpClient]);
  const useCases: (new (loans: LoanGateway) => object)[] = [CheckEligibility, RequestLoan, ListLoanRequests, WithdrawLoanRequest, ListLoans, GetLoan, QuoteSettlement, ListAccounts];
  for (const UseCase of useCases) container.bind(UseCase).toResolvedValue((loans: LoanGateway) => new UseCase(loans), [LoanGateway]);
  container.bind<RepaymentGateway>(RepaymentGateway).toResolvedValue((http: HttpClient) => new LaravelRepaymentGateway(http), [HttpClient]);
  const repaymentUseCases: (new (repayments: RepaymentGateway) => object)[] = [
    GetRepaymentPosition, GetSettlementOffer, PreviewPartPayment, ConfirmPartPayment, CancelPartPayment, PreviewPaymentDateMove, MovePaymentDate,
  ];
  for (const UseCase of repaymentUseCases) container.bind(UseCase).toResolvedValue((repayments: RepaymentGateway) => new UseCase(repayments), [RepaymentGateway]);
}
