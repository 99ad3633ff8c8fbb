import { makeAutoObservable, runInAction } from 'mobx';
import { PART_PAYMENT_CHOICES, PREVIEW_STALE, type ConfirmedPartPayment, type PartPaymentChoice, type PartPaymentPreview } from '../../src-domain/loans/repayment-plan.entity';
import { Conflict, ValidationFailed } from '../../src-domain/shared/errors';
import { describeError } from '../../src-domain/shared/messages';
import { parseMoneyInput } from '../../src-domain/shared/money';
import type { StoreContext } from '../app/store-context';
import { SubmissionState } from '../auth/auth.store';
import { Loadable } from '../shared/loadable';
import { FIGURES_CHANGED, readRepaymentView, type RepaymentView } from './repayment.store';

const NOT_AN_AMOUNT = 'Enter the amount in pounds and pence, like 500 or 250.50.';

/**
 * "Pay off part of your loan" (docs/design/repaying-exactly.md §7.4): the amount as typed, both
 * choices previewed side by side, the one chosen, its confirmation, and cancelling it.
 */
export class PartPaymentForm {
  /** The loan and its position when the page opened (refreshed after a change). */
  readonly view = new Loadable<RepaymentView>();
  loanId: number | null = null;
  /** What the borrower typed, kept as typed whatever the server says. */
  amountText = '';
  previews: Partial<Record<PartPaymentChoice, PartPaymentPreview>> = {};
  chosen: PartPaymentChoice | null = null;
  previewing = false;
  /** Set when a confirmation met moved figures and the previews were made again. */
  notice: string | null = null;
  confirmed: ConfirmedPartPayment | null = null;
  cancelling = false;
  readonly submission = new SubmissionState();

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<PartPaymentForm, 'context'>(this, { context: false });
  }

  /** Opens the page for a loan: its position (and any pending part payment), a fresh form. */
  async open(loanId: number): Promise<void> {
    this.loanId = loanId;
    this.amountText = '';
    this.previews = {};
    this.chosen = null;
    this.notice = null;
    this.confirmed = null;
    this.submission.reset();
    this.view.value = null;
    await this.view.load(() => readRepaymentView(this.context, loanId));
  }

  setAmount(text: string): void {
    this.amountText = text;
    this.submission.clearField('amount');
    // A preview of another amount would be confirmed by mistake.
    this.previews = {};
    this.chosen = null;
    this.notice = null;
  }

  choose(choice: PartPaymentChoice): void {
    this.chosen = choice;
    this.submission.clearField('choice');
  }

  get amountMinor(): number | null {
    return parseMoneyInput(this.amountText);
  }

  get bothPreviewed(): boolean {
    return PART_PAYMENT_CHOICES.every((choice) => this.previews[choice] !== undefined);
  }

  /** Asks for both choices at once; the server's 422 is shown by the field, the amount kept. */
  async preview(): Promise<void> {
    const loanId = this.loanId;
    const amount = this.amountMinor;
    if (loanId === null) return;
    if (amount === null || amount <= 0) {
      this.submission.fail(new ValidationFailed({ amount: [this.amountText.trim() === '' ? 'Enter how much you would like to pay.' : NOT_AN_AMOUNT] }));
      return;
    }
    this.submission.start();
    this.previewing = true;
    try {
      const { repayments } = await this.context.services.get();
      const [smaller, shorter] = await Promise.all(
        (['smaller_instalment', 'shorter_term'] as const).map((choice) => repayments.previewPartPayment.execute({ loanId, input: { amount, choice } })),
      );
      runInAction(() => {
        this.previews = { smaller_instalment: smaller, shorter_term: shorter };
        this.submission.succeed();
      });
    } catch (error) {
      this.submission.fail(error);
    } finally {
      runInAction(() => {
        this.previewing = false;
      });
    }
  }

  /** Confirms the chosen preview; moved figures are previewed again and said to have changed. */
  async confirm(): Promise<void> {
    const loanId = this.loanId;
    const preview = this.chosen ? this.previews[this.chosen] : undefined;
    if (loanId === null) return;
    if (!preview) {
      this.submission.fail(new ValidationFailed({ choice: ['Choose what the part payment should do: pay less each month, or finish sooner.'] }));
      return;
    }
    this.submission.start();
    try {
      const { repayments } = await this.context.services.get();
      const confirmed = await repayments.confirmPartPayment.execute({ loanId, input: { amount: preview.amountMinor, choice: preview.choice, preview_hash: preview.previewHash } });
      runInAction(() => {
        this.confirmed = confirmed;
        this.notice = null;
        this.submission.succeed();
      });
      await this.view.refresh(() => readRepaymentView(this.context, loanId));
    } catch (error) {
      if (error instanceof Conflict && error.reason === PREVIEW_STALE) {
        this.submission.succeed();
        await this.preview();
        runInAction(() => {
          this.notice = FIGURES_CHANGED;
        });
        return;
      }
      this.submission.fail(error);
    }
  }

  /** Takes back the pending part payment (the one just confirmed, or one from an earlier visit). */
  async cancel(partPaymentId: number): Promise<void> {
    const loanId = this.loanId;
    if (loanId === null) return;
    this.cancelling = true;
    try {
      const { repayments } = await this.context.services.get();
      await repayments.cancelPartPayment.execute({ loanId, partPaymentId });
      runInAction(() => {
        this.confirmed = null;
        this.previews = {};
        this.chosen = null;
      });
      this.context.notifier.success('Part payment cancelled. Please do not send the money.');
      await this.view.refresh(() => readRepaymentView(this.context, loanId));
    } catch (error) {
      this.context.notifier.error(describeError(error));
    } finally {
      runInAction(() => {
        this.cancelling = false;
      });
    }
  }
}
