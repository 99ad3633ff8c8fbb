import type { RepaymentGateway } from '../../../src-domain/loans/repayment-gateway.port';
import type {
  ConfirmedPartPayment,
  PartPaymentPreview,
  PaymentDatePreview,
  RepaymentPlanSummary,
  RepaymentPosition,
  SettlementOffer,
} from '../../../src-domain/loans/repayment-plan.entity';
import type { PartPaymentDto, PartPaymentPreviewDto, PaymentDateMoveDto, PaymentDatePreviewDto } from '../../../src-domain/loans/repayment.dto';
import { CancelPartPayment, ConfirmPartPayment, GetRepaymentPosition, GetSettlementOffer, MovePaymentDate, PreviewPartPayment, PreviewPaymentDateMove } from '../../../src-domain/loans/repayment.use-cases';
import { Conflict, ValidationFailed } from '../../../src-domain/shared/errors';
import type { AppServices } from '../../../src-ui/app/app-services';

/** A £6,500 loan part-way through, on the 29th of each month, as the ledger reports it on 10 November 2026. */
export function aPosition(loanId: number, overrides: Partial<RepaymentPosition> = {}): RepaymentPosition {
  return {
    loanId,
    asOf: '2026-11-10',
    principalOwedMinor: 604_872,
    interestAccruedMinor: 2_139,
    feesOwedMinor: 0,
    totalOwedMinor: 607_011,
    paidAheadMinor: 0,
    interestChargedMinor: 19_872,
    totalInterestMinor: 137_312,
    totalPaidMinor: 65_610,
    finalDueDate: '2029-07-29',
    regularPaymentMinor: 21_870,
    schedule: [
      { number: 4, dueDate: '2026-11-29', paymentMinor: 21_870, interestMinor: 6_502, principalMinor: 15_368, feesMinor: 0, balanceAfterMinor: 589_504 },
      { number: 5, dueDate: '2026-12-29', paymentMinor: 21_870, interestMinor: 6_337, principalMinor: 15_533, feesMinor: 0, balanceAfterMinor: 573_971 },
    ],
    payDay: null,
    paymentDay: 29,
    paymentDayMovedOn: null,
    nextDateMoveFrom: null,
    dateMoveRefusal: null,
    pendingPartPayment: null,
    ...overrides,
  };
}

const plan = (count: number, regular: number, last: string, totalInterest: number): RepaymentPlanSummary => ({
  instalments: [{ number: 4, dueDate: '2026-11-29', paymentMinor: regular }],
  count,
  regularPaymentMinor: regular,
  finalDueDate: last,
  totalInterestMinor: totalInterest,
  totalPaidMinor: 650_000 + totalInterest,
});

/**
 * The repayment wire as the screens see it, with figures made up to be told apart (the server's
 * ledger works out the real ones): a £1,000 part payment saves £412.50 by a shorter term or
 * £201.30 by a smaller instalment.
 */
export class FakeRepaymentGateway implements RepaymentGateway {
  calls: string[] = [];
  positions = new Map<number, RepaymentPosition>();
  /** The next confirmation meets figures that moved (409 preview_stale); the new preview saves £1 less. */
  staleOnce = false;
  /** Why the date cannot be moved (409 date_move_refused), or null. */
  refusal: string | null = null;
  private drift = 0;

  constructor(positions: RepaymentPosition[] = []) {
    for (const position of positions) this.positions.set(position.loanId, position);
  }

  private positionOf(loanId: number): RepaymentPosition {
    return this.positions.get(loanId) ?? aPosition(loanId);
  }

  position = async (loanId: number): Promise<RepaymentPosition> => {
    this.calls.push(`position:${loanId}`);
    return this.positionOf(loanId);
  };

  settlement = async (loanId: number, date: string): Promise<SettlementOffer> => {
    this.calls.push(`settlement:${loanId}:${date}`);
    const position = this.positionOf(loanId);
    return { asOf: date, totalMinor: position.totalOwedMinor, outstandingPrincipalMinor: position.principalOwedMinor, accruedInterestMinor: position.interestAccruedMinor, feesDueMinor: 0, rebateMinor: 117_440 };
  };

  previewPartPayment = async (loanId: number, input: PartPaymentPreviewDto): Promise<PartPaymentPreview> => {
    this.calls.push(`previewPartPayment:${loanId}:${input.amount}:${input.choice}`);
    const position = this.positionOf(loanId);
    if (input.amount >= position.totalOwedMinor) {
      const message = 'That would pay off the whole loan: settle it instead, or pay less than £6,070.11.';
      throw new ValidationFailed({ amount: [message] }, message, 422);
    }
    const before = plan(33, 21_870, '2029-07-29', 137_312);
    const shorter = input.choice === 'shorter_term';
    const saved = (shorter ? 41_250 : 20_130) - this.drift;
    const after = shorter ? plan(29, 21_870, '2029-03-29', 137_312 - saved) : plan(33, 18_244, '2029-07-29', 137_312 - saved);
    return {
      amountMinor: input.amount,
      choice: input.choice,
      asOf: position.asOf,
      allocation: { feesMinor: 0, interestMinor: 2_139, principalMinor: input.amount - 2_139 },
      before,
      after,
      interestSavedMinor: saved,
      previewHash: `hash-${input.choice}-${this.drift}`,
    };
  };

  confirmPartPayment = async (loanId: number, input: PartPaymentDto): Promise<ConfirmedPartPayment> => {
    this.calls.push(`confirmPartPayment:${loanId}:${input.amount}:${input.choice}:${input.preview_hash}`);
    if (this.staleOnce || input.preview_hash !== `hash-${input.choice}-${this.drift}`) {
      this.staleOnce = false;
      this.drift += 100;
      throw new Conflict('The figures have changed since your preview. Please look at them again.', 409, 'preview_stale');
    }
    const confirmed: ConfirmedPartPayment = { id: 9, amountMinor: input.amount, choice: input.choice, status: 'pending', createdAt: '2026-11-10T10:00:00.000Z', reference: `KC${String(loanId).padStart(8, '0')}` };
    this.positions.set(loanId, { ...this.positionOf(loanId), pendingPartPayment: { id: 9, amountMinor: input.amount, choice: input.choice, createdAt: confirmed.createdAt } });
    return confirmed;
  };

  cancelPartPayment = async (loanId: number, partPaymentId: number): Promise<void> => {
    this.calls.push(`cancelPartPayment:${loanId}:${partPaymentId}`);
    this.positions.set(loanId, { ...this.positionOf(loanId), pendingPartPayment: null });
  };

  previewPaymentDate = async (loanId: number, input: PaymentDatePreviewDto): Promise<PaymentDatePreview> => {
    this.calls.push(`previewPaymentDate:${loanId}:${input.day}`);
    if (this.refusal) throw new Conflict(this.refusal, 409, 'date_move_refused');
    // Due on 29 November now: a day from the 15th on stays in November, an earlier one goes to December (November has 30 days).
    const day = String(input.day).padStart(2, '0');
    const sameMonth = input.day >= 15;
    const daysMoved = sameMonth ? input.day - 29 : 1 + input.day;
    const adjustment = daysMoved * 214;
    return {
      currentDueDate: '2026-11-29',
      newDueDate: sameMonth ? `2026-11-${day}` : `2026-12-${day}`,
      daysMoved,
      balanceMinor: 604_872,
      dailyInterestMinor: '214',
      adjustmentMinor: adjustment,
      schedule: [
        { number: 4, dueDate: sameMonth ? `2026-11-${day}` : `2026-12-${day}`, paymentMinor: 21_870 + adjustment },
        { number: 5, dueDate: sameMonth ? `2026-12-${day}` : `2027-01-${day}`, paymentMinor: 21_870 },
      ],
      previewHash: `date-${input.day}`,
    };
  };

  movePaymentDate = async (loanId: number, input: PaymentDateMoveDto): Promise<RepaymentPosition> => {
    this.calls.push(`movePaymentDate:${loanId}:${input.day}:${input.preview_hash}`);
    if (this.refusal) throw new Conflict(this.refusal, 409, 'date_move_refused');
    const moved = { ...this.positionOf(loanId), paymentDay: input.day, paymentDayMovedOn: '2026-11-10', dateMoveRefusal: 'You can move your payment date once every 12 months.', nextDateMoveFrom: '2027-11-10' };
    this.positions.set(loanId, moved);
    return moved;
  };
}

export function repaymentServices(repayments: RepaymentGateway): Pick<AppServices, 'repayments'> {
  return {
    repayments: {
      position: new GetRepaymentPosition(repayments),
      settlement: new GetSettlementOffer(repayments),
      previewPartPayment: new PreviewPartPayment(repayments),
      confirmPartPayment: new ConfirmPartPayment(repayments),
      cancelPartPayment: new CancelPartPayment(repayments),
      previewDateMove: new PreviewPaymentDateMove(repayments),
      moveDate: new MovePaymentDate(repayments),
    },
  };
}
