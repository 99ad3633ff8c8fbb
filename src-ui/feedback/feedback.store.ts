import { makeAutoObservable, runInAction } from 'mobx';
import type { FeedbackCategory, FeedbackDto } from '../../src-domain/feedback/feedback.dto';
import type { FeedbackReceipt } from '../../src-domain/feedback/feedback.entity';
import type { StoreContext } from '../app/store-context';
import { SubmissionState } from '../auth/auth.store';

/** The feedback dialog: open or not, the send in progress, and the receipt to confirm with. */
export class FeedbackStore {
  isOpen = false;
  /** The topic the form starts on, when the person came from a page about one (e.g. complaints). */
  startingCategory: FeedbackCategory | '' = '';
  receipt: FeedbackReceipt | null = null;
  readonly submission = new SubmissionState();

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<FeedbackStore, 'context'>(this, { context: false });
  }

  open(category: FeedbackCategory | '' = ''): void {
    this.startingCategory = category;
    this.receipt = null;
    this.submission.reset();
    this.isOpen = true;
  }

  close(): void {
    if (this.submission.pending) return;
    this.isOpen = false;
  }

  /** Sends; resolves true when the lender has it (the dialog then shows the reference). */
  async send(input: FeedbackDto): Promise<boolean> {
    this.submission.start();
    try {
      const { feedback } = await this.context.services.get();
      const receipt = await feedback.send.execute(input);
      runInAction(() => {
        this.receipt = receipt;
        this.submission.succeed();
      });
      // A complaint is quoted by its own reference, the one in every letter about it.
      this.context.notifier.success(
        receipt.complaint ? `Thank you. We have your complaint (reference ${receipt.complaint.reference}).` : `Thank you. We have your feedback (reference ${receipt.reference}).`,
      );
      return true;
    } catch (error) {
      this.submission.fail(error);
      return false;
    }
  }
}
