import { makeAutoObservable, runInAction } from 'mobx';
import { MarkRefundSent } from '../../../src-domain/back-office/back-office.use-cases';
import type { RefundDue } from '../../../src-domain/back-office/queue.entities';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { todayIso } from '../../../src-domain/profile/profile-dates';
import { Conflict, ValidationFailed, type FieldErrors } from '../../../src-domain/shared/errors';
import type { BackOfficeServices } from '../back-office-services';
import { describeBackOfficeError } from '../back-office-errors';

/**
 * "Mark refunded": the refund being marked, the day the money left and the bank's reference as
 * typed (kept when the server refuses them), and what the last marking did.
 */
export class RefundSentStore {
  refund: RefundDue | null = null;
  sentOn = '';
  reference = '';
  fieldErrors: FieldErrors = {};
  error: string | null = null;
  sending = false;
  notice: string | null = null;

  constructor(
    private readonly services: BackOfficeServices,
    private readonly afterSent: () => Promise<void>,
  ) {
    makeAutoObservable<RefundSentStore, 'services' | 'afterSent'>(this, { services: false, afterSent: false });
  }

  open(refund: RefundDue): void {
    this.refund = refund;
    this.sentOn = todayIso();
    this.reference = '';
    this.fieldErrors = {};
    this.error = null;
    this.notice = null;
  }

  close(): void {
    if (!this.sending) this.refund = null;
  }

  setSentOn(value: string): void {
    this.sentOn = value;
    this.fieldErrors = {};
  }

  setReference(value: string): void {
    this.reference = value;
    this.fieldErrors = {};
  }

  async confirm(): Promise<void> {
    const refund = this.refund;
    if (!refund || this.sending) return;
    this.sending = true;
    this.error = null;
    this.fieldErrors = {};
    try {
      await this.services.get(MarkRefundSent).execute({ id: refund.id, input: { sent_on: this.sentOn, reference: this.reference } });
      runInAction(() => {
        this.refund = null;
        this.notice = `${formatMoney(refund.amountMinor, 'GBP', 'always')} to ${refund.borrower.name} marked refunded.`;
      });
      await this.afterSent();
    } catch (error) {
      runInAction(() => {
        if (error instanceof ValidationFailed) this.fieldErrors = error.fields;
        // A 409 says it in the server's words: someone marked it first.
        this.error = error instanceof Conflict && error.message ? error.message : describeBackOfficeError(error);
      });
    } finally {
      runInAction(() => (this.sending = false));
    }
  }
}
