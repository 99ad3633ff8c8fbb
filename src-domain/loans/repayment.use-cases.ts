import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { RepaymentGateway } from './repayment-gateway.port';
import type { ConfirmedPartPayment, PartPaymentPreview, PaymentDatePreview, RepaymentPosition, SettlementOffer } from './repayment-plan.entity';
import { PartPaymentDto, PartPaymentPreviewDto, PaymentDateMoveDto, PaymentDatePreviewDto } from './repayment.dto';

/** What a loan owes today on the ledger, and the rest of it if kept to. */
export class GetRepaymentPosition implements UseCase<number, RepaymentPosition> {
  constructor(private readonly repayments: RepaymentGateway) {}
  execute(loanId: number): Promise<RepaymentPosition> {
    return this.repayments.position(loanId);
  }
}

/** The settlement figure on a day, and the interest settling then gives back. */
export class GetSettlementOffer implements UseCase<{ loanId: number; date: string }, SettlementOffer> {
  constructor(private readonly repayments: RepaymentGateway) {}
  execute(input: { loanId: number; date: string }): Promise<SettlementOffer> {
    return this.repayments.settlement(input.loanId, input.date);
  }
}

/** The exact effect of paying off part of a loan, for one choice. */
export class PreviewPartPayment implements UseCase<{ loanId: number; input: PartPaymentPreviewDto }, PartPaymentPreview> {
  constructor(private readonly repayments: RepaymentGateway) {}
  async execute({ loanId, input }: { loanId: number; input: PartPaymentPreviewDto }): Promise<PartPaymentPreview> {
    return this.repayments.previewPartPayment(loanId, await validateInput(PartPaymentPreviewDto, input));
  }
}

/** The borrower confirms a previewed part payment; the money then comes by transfer. */
export class ConfirmPartPayment implements UseCase<{ loanId: number; input: PartPaymentDto }, ConfirmedPartPayment> {
  constructor(private readonly repayments: RepaymentGateway) {}
  async execute({ loanId, input }: { loanId: number; input: PartPaymentDto }): Promise<ConfirmedPartPayment> {
    return this.repayments.confirmPartPayment(loanId, await validateInput(PartPaymentDto, input));
  }
}

/** Takes back a part payment whose money has not arrived. */
export class CancelPartPayment implements UseCase<{ loanId: number; partPaymentId: number }, void> {
  constructor(private readonly repayments: RepaymentGateway) {}
  execute({ loanId, partPaymentId }: { loanId: number; partPaymentId: number }): Promise<void> {
    return this.repayments.cancelPartPayment(loanId, partPaymentId);
  }
}

/** What moving the monthly payment date to a day does, to the penny. */
export class PreviewPaymentDateMove implements UseCase<{ loanId: number; input: PaymentDatePreviewDto }, PaymentDatePreview> {
  constructor(private readonly repayments: RepaymentGateway) {}
  async execute({ loanId, input }: { loanId: number; input: PaymentDatePreviewDto }): Promise<PaymentDatePreview> {
    return this.repayments.previewPaymentDate(loanId, await validateInput(PaymentDatePreviewDto, input));
  }
}

/** Moves the monthly payment date as previewed. */
export class MovePaymentDate implements UseCase<{ loanId: number; input: PaymentDateMoveDto }, RepaymentPosition> {
  constructor(private readonly repayments: RepaymentGateway) {}
  async execute({ loanId, input }: { loanId: number; input: PaymentDateMoveDto }): Promise<RepaymentPosition> {
    return this.repayments.movePaymentDate(loanId, await validateInput(PaymentDateMoveDto, input));
  }
}
