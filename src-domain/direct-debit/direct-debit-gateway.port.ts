import type { MandateDto } from './mandate.dto';
import type { DirectDebitSetup, Mandate } from './mandate.entity';

/** The signed-in borrower's Direct Debit (docs/design/repaying-exactly.md §7.3). */
export interface DirectDebitGateway {
  /** GET /api/v1/direct-debit: the lender's collection method, the mandate if any, and the Direct Debit Guarantee. */
  setup(): Promise<DirectDebitSetup>;
  /**
   * PUT /api/v1/direct-debit/mandate: sets up the mandate on a profile bank account, or moves it to
   * another (the old instruction is cancelled). ValidationFailed (`bank_id`) for an account that is not the borrower's.
   */
  setUpMandate(input: MandateDto): Promise<Mandate>;
}

export const DirectDebitGateway = Symbol.for('DirectDebitGateway');
