import type { EligibilityAnswer, Loan, LoanAccount, LoanRequest, Page, ScheduledInstalment } from '../../../src-domain/loans/loan.entity';
import type { LoanGateway, LoanListStatus } from '../../../src-domain/loans/loan-gateway.port';
import type { EligibilityCheckDto, LoanRequestDto } from '../../../src-domain/loans/loan-request.dto';
import type { SettlementQuote } from '../../../src-domain/loans/settlement';
import type { HttpClient } from '../../http/http-client';
import { newIdempotencyKey } from '../../http/idempotency-key';
import { unwrapData, unwrapList } from '../shared/wire-guards';
import { toPage } from '../shared/wire-checks';
import { toEligibility, toLoan, toLoanAccount, toLoanRequest, toScheduledInstalment, toSettlement } from './loan.mapper';

/** The query of the paged loan lists (loans, accounts): the page, and the status when asked. */
function pageQuery(page: number, status: LoanListStatus | null): Record<string, string> {
  return status ? { page: String(page), 'filters[status]': status } : { page: String(page) };
}

/** LoanGateway over the Laravel-style API (docs/api/openapi.json, tag "loans"). */
export class LaravelLoanGateway implements LoanGateway {
  constructor(private readonly http: HttpClient) {}

  async checkEligibility(input: EligibilityCheckDto): Promise<EligibilityAnswer> {
    const body = { product_alias: input.product_alias, amount: input.amount, term: input.term };
    return toEligibility(unwrapData(await this.http.post<unknown>('/api/v1/loan/check_eligibility', body), 'eligibility'));
  }

  async requestLoan(input: LoanRequestDto): Promise<LoanRequest> {
    const body = {
      product_alias: input.product_alias,
      amount: input.amount,
      term: input.term,
      purpose: input.purpose,
      bank_id: input.bank_id,
      consent: input.consent,
      ...(input.branch_id ? { branch_id: input.branch_id } : {}),
    };
    return toLoanRequest(unwrapData(await this.http.post<unknown>('/api/loans/request', body, { idempotencyKey: newIdempotencyKey() }), 'loan request'));
  }

  async requests(status: string | null, page: number): Promise<Page<LoanRequest>> {
    const path = status ? `/api/loan_requests/${encodeURIComponent(status)}` : '/api/loan_requests';
    return toPage(await this.http.get<unknown>(path, { query: { page: String(page) } }), 'loan requests', toLoanRequest);
  }

  async withdraw(id: number): Promise<LoanRequest> {
    return toLoanRequest(unwrapData(await this.http.post<unknown>(`/api/loan_requests/${id}/withdraw`), 'loan request'));
  }

  async loans(page: number, status: LoanListStatus | null): Promise<Page<Loan>> {
    return toPage(await this.http.get<unknown>('/api/loan/user_loans', { query: pageQuery(page, status) }), 'loans', toLoan);
  }

  async loan(id: number): Promise<Loan> {
    return toLoan(unwrapData(await this.http.get<unknown>(`/api/loan/${id}`), 'loan'));
  }

  async schedule(loanId: number): Promise<ScheduledInstalment[]> {
    return unwrapList(await this.http.get<unknown>(`/api/v1/loan/amortizations/${loanId}`), 'schedule', toScheduledInstalment);
  }

  async settlement(loanId: number, date: string): Promise<SettlementQuote> {
    return toSettlement(unwrapData(await this.http.get<unknown>(`/api/loan/${loanId}/settlement`, { query: { date } }), 'settlement'));
  }

  async accounts(page: number, status: 'open' | 'closed' | null): Promise<Page<LoanAccount>> {
    return toPage(await this.http.get<unknown>('/api/v1/accounts', { query: pageQuery(page, status) }), 'accounts', toLoanAccount);
  }
}
