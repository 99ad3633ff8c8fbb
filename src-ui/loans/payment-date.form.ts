import { makeAutoObservable, runInAction } from 'mobx';
import { DATE_MOVE_REFUSED, PREVIEW_STALE, type PaymentDatePreview, type RepaymentPosition } from '../../src-domain/loans/repayment-plan.entity';
import { Conflict, ValidationFailed } from '../../src-domain/shared/errors';
import type { StoreContext } from '../app/store-context';
import { SubmissionState } from '../auth/auth.store';
import { Loadable } from '../shared/loadable';
import { FIGURES_CHANGED, readRepaymentView, type RepaymentView } from './repayment.store';

/**
 * "Change your payment date" (docs/design/repaying-exactly.md §7.4): a day of the month, the exact
 * preview of the move, its confirmation; or the reason it is refused, instead of the form.
 */
export class PaymentDateForm {
  /** The loan and its position when the page opened (refreshed after a change). */
  readonly view = new Loadable<RepaymentView>();
  loanId: number | null = null;
  /** The day chosen, as the select holds it ('' until one is). */
  day = '';
  preview: PaymentDatePreview | null = null;
  /** The server's reason the date cannot move now (the domain's words), or null. */
  refusal: string | null = null;
  notice: string | null = null;
  /** The position after a confirmed move. */
  moved: RepaymentPosition | null = null;
  readonly submission = new SubmissionState();

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<PaymentDateForm, 'context'>(this, { context: false });
  }

  async open(loanId: number): Promise<void> {
    this.loanId = loanId;
    this.day = '';
    this.preview = null;
    this.refusal = null;
    this.notice = null;
    this.moved = null;
    this.submission.reset();
    this.view.value = null;
    await this.view.load(() => readRepaymentView(this.context, loanId));
    runInAction(() => {
      this.refusal = this.view.value?.position.dateMoveRefusal ?? null;
    });
  }

  /** The first day a refused move becomes possible, when the server knows one. */
  get possibleFrom(): string | null {
    return (this.moved ?? this.view.value?.position)?.nextDateMoveFrom ?? null;
  }

  /** Choosing a day previews it at once: the figures are what the borrower decides on. */
  async choose(day: string): Promise<void> {
    this.day = day;
    this.preview = null;
    this.notice = null;
    this.submission.clearField('day');
    if (day !== '') await this.previewDay();
  }

  async previewDay(): Promise<void> {
    const loanId = this.loanId;
    const day = Number(this.day);
    if (loanId === null) return;
    this.submission.start();
    try {
      const { repayments } = await this.context.services.get();
      const preview = await repayments.previewDateMove.execute({ loanId, input: { day } });
      runInAction(() => {
        // A later choice wins over an answer that arrives late.
        if (Number(this.day) === day) this.preview = preview;
        this.submission.succeed();
      });
    } catch (error) {
      this.fail(error);
    }
  }

  async confirm(): Promise<void> {
    const loanId = this.loanId;
    const preview = this.preview;
    if (loanId === null) return;
    if (!preview) {
      this.submission.fail(new ValidationFailed({ day: ['Choose the day of the month you would like to pay on.'] }));
      return;
    }
    this.submission.start();
    try {
      const { repayments } = await this.context.services.get();
      const moved = await repayments.moveDate.execute({ loanId, input: { day: Number(this.day), preview_hash: preview.previewHash } });
      runInAction(() => {
        this.moved = moved;
        this.submission.succeed();
      });
      this.context.notifier.success('Your payment date is changed.');
    } catch (error) {
      if (error instanceof Conflict && error.reason === PREVIEW_STALE) {
        this.submission.succeed();
        await this.previewDay();
        runInAction(() => {
          this.notice = FIGURES_CHANGED;
        });
        return;
      }
      this.fail(error);
    }
  }

  private fail(error: unknown): void {
    if (error instanceof Conflict && error.reason === DATE_MOVE_REFUSED) {
      this.submission.succeed();
      runInAction(() => {
        this.refusal = error.message;
        this.preview = null;
      });
      return;
    }
    this.submission.fail(error);
  }
}
