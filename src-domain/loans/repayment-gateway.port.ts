import type { ConfirmedPartPayment, PartPaymentPreview, PaymentDatePreview, RepaymentPosition, SettlementOffer } from './repayment-plan.entity';
import type { PartPaymentDto, PartPaymentPreviewDto, PaymentDateMoveDto, PaymentDatePreviewDto } from './repayment.dto';

/**
 * Repaying a loan exactly (docs/design/repaying-exactly.md §7.1): the position on the interest
 * ledger, part payments and payment date moves of the signed-in borrower's loan. Another
 * borrower's loan is NotFound; bad input ValidationFailed by field; a refusal is Conflict with
 * the server's reason (`preview_stale`, `date_move_refused`).
 */
export interface RepaymentGateway {
  /** GET /api/v1/loans/{id}/repayment */
  position(loanId: number): Promise<RepaymentPosition>;
  /** GET /api/loan/{id}/settlement?date= (with the rebate settling then gives back). */
  settlement(loanId: number, date: string): Promise<SettlementOffer>;
  /** POST /api/v1/loans/{id}/part-payments/preview */
  previewPartPayment(loanId: number, input: PartPaymentPreviewDto): Promise<PartPaymentPreview>;
  /** POST /api/v1/loans/{id}/part-payments; Conflict `preview_stale` when the figures changed. */
  confirmPartPayment(loanId: number, input: PartPaymentDto): Promise<ConfirmedPartPayment>;
  /** DELETE /api/v1/loans/{id}/part-payments/{partPaymentId} */
  cancelPartPayment(loanId: number, partPaymentId: number): Promise<void>;
  /** POST /api/v1/loans/{id}/payment-date/preview; Conflict `date_move_refused` with the reason. */
  previewPaymentDate(loanId: number, input: PaymentDatePreviewDto): Promise<PaymentDatePreview>;
  /** PUT /api/v1/loans/{id}/payment-date; the loan's new position. */
  movePaymentDate(loanId: number, input: PaymentDateMoveDto): Promise<RepaymentPosition>;
}

export const RepaymentGateway = Symbol.for('RepaymentGateway');
