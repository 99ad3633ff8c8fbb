import type { PartPaymentChoice } from '../../src-domain/loans/repayment-plan.entity';

/** What each choice is called on the screens, in the borrower's words. */
export const PART_PAYMENT_CHOICE_NAMES: Record<PartPaymentChoice, string> = {
  smaller_instalment: 'Pay less each month',
  shorter_term: 'Finish sooner',
};
