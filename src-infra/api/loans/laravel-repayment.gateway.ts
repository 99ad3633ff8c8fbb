import type { RepaymentGateway } from '../../../src-domain/loans/repayment-gateway.port';
import type { ConfirmedPartPayment, PartPaymentPreview, PaymentDatePreview, RepaymentPosition, SettlementOffer } from '../../../src-domain/loans/repayment-plan.entity';
import type { PartPaymentDto, PartPaymentPreviewDto, PaymentDateMoveDto, PaymentDatePreviewDto } from '../../../src-domain/loans/repayment.dto';
import type { HttpClient } from '../../http/http-client';
import { unwrapData } from '../shared/wire-guards';
import { toConfirmedPartPayment, toPartPaymentPreview, toPaymentDatePreview, toRepaymentPosition, toSettlementOffer } from './repayment.mapper';

/** RepaymentGateway over the Laravel-style API (docs/design/repaying-exactly.md §7.1). */
export class LaravelRepaymentGateway implements RepaymentGateway {
  constructor(private readonly http: HttpClient) {}

  async position(loanId: number): Promise<RepaymentPosition> {
    return toRepaymentPosition(unwrapData(await this.http.get<unknown>(`/api/v1/loans/${loanId}/repayment`), 'repayment'));
  }

  async settlement(loanId: number, date: string): Promise<SettlementOffer> {
    return toSettlementOffer(unwrapData(await this.http.get<unknown>(`/api/loan/${loanId}/settlement`, { query: { date } }), 'settlement'));
  }

  async previewPartPayment(loanId: number, input: PartPaymentPreviewDto): Promise<PartPaymentPreview> {
    const body = { amount: input.amount, choice: input.choice };
    return toPartPaymentPreview(unwrapData(await this.http.post<unknown>(`/api/v1/loans/${loanId}/part-payments/preview`, body), 'part payment preview'));
  }

  async confirmPartPayment(loanId: number, input: PartPaymentDto): Promise<ConfirmedPartPayment> {
    const body = { amount: input.amount, choice: input.choice, preview_hash: input.preview_hash };
    // No idempotency key: it would make the client retry a 409, and a repeated confirmation replaces the pending one anyway.
    return toConfirmedPartPayment(unwrapData(await this.http.post<unknown>(`/api/v1/loans/${loanId}/part-payments`, body), 'part payment'));
  }

  async cancelPartPayment(loanId: number, partPaymentId: number): Promise<void> {
    await this.http.delete<unknown>(`/api/v1/loans/${loanId}/part-payments/${partPaymentId}`);
  }

  async previewPaymentDate(loanId: number, input: PaymentDatePreviewDto): Promise<PaymentDatePreview> {
    return toPaymentDatePreview(unwrapData(await this.http.post<unknown>(`/api/v1/loans/${loanId}/payment-date/preview`, { day: input.day }), 'payment date preview'));
  }

  async movePaymentDate(loanId: number, input: PaymentDateMoveDto): Promise<RepaymentPosition> {
    const body = { day: input.day, preview_hash: input.preview_hash };
    return toRepaymentPosition(unwrapData(await this.http.put<unknown>(`/api/v1/loans/${loanId}/payment-date`, body), 'repayment'));
  }
}
