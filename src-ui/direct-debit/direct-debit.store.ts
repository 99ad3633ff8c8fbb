import { makeAutoObservable, runInAction } from 'mobx';
import { MandateDto } from '../../src-domain/direct-debit/mandate.dto';
import { isLiveMandate, type DirectDebitSetup, type Mandate } from '../../src-domain/direct-debit/mandate.entity';
import { fieldErrorsOf } from '../../src-domain/shared/validation/validate-input';
import type { StoreContext } from '../app/store-context';
import { SubmissionState } from '../auth/auth.store';
import { FormState } from '../shared/form-state';
import { Loadable } from '../shared/loadable';

/** What the borrower chooses and confirms to set up (or move) the mandate: a profile account's id as text, and the tick. */
export type MandateValues = { bank_id: string; sole_authority: boolean };

export const DIRECT_DEBIT_MESSAGES = {
  soleAuthority: 'Tick the box to confirm the account is in your name and you can authorise Direct Debits from it on your own.',
} as const;

const EMPTY_VALUES: MandateValues = { bank_id: '', sole_authority: false };

/**
 * The signed-in borrower's Direct Debit: the setup as the server tells it (method, mandate,
 * Guarantee), and the one form that sets the mandate up or moves it to another profile account.
 * A failed set-up keeps what was chosen and the mandate shown before.
 */
export class DirectDebitStore {
  readonly setup = new Loadable<DirectDebitSetup>();
  readonly form = new FormState<MandateValues>(
    EMPTY_VALUES,
    async (values) => ({
      ...(await fieldErrorsOf(MandateDto, this.dtoOf(values))),
      ...(values.sole_authority ? {} : { sole_authority: [DIRECT_DEBIT_MESSAGES.soleAuthority] }),
    }),
    (field) => this.submission.clearField(field),
    new Set(['bank_id', 'sole_authority']),
  );
  readonly submission = new SubmissionState();
  /** The mandate the last set-up made, so the page can say its reference until the borrower moves on. */
  justSetUp: Mandate | null = null;
  /** True when the last set-up chose the account the live mandate was already on: the server changed nothing. */
  keptAsItWas = false;
  /** The user the setup belongs to: another sign-in on the same tab must never see it. */
  private owner: number | null = null;

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<DirectDebitStore, 'context' | 'owner' | 'dtoOf'>(this, { context: false, form: false, owner: false, dtoOf: false });
  }

  /** The mandate on record, live or not; null before one was ever set up (or before the setup loaded). */
  get mandate(): Mandate | null {
    return this.setup.value?.mandate ?? null;
  }

  /** True when a mandate the lender can collect on is in place. */
  get hasLiveMandate(): boolean {
    return isLiveMandate(this.mandate);
  }

  /**
   * True when the server collects by Direct Debit and has no live mandate: signing waits for one.
   * The server's word decides, so a deployment whose COLLECTION_METHOD differs from the UI brand is never locked out.
   */
  get needsMandate(): boolean {
    return this.setup.value?.method === 'direct_debit' && !this.hasLiveMandate;
  }

  /** Loads the setup, again when `force` (the mandate may have changed elsewhere, or a signature was refused for want of one). */
  async load(force = false): Promise<void> {
    const userId = this.context.auth.user?.id ?? null;
    if (this.owner !== userId) {
      this.owner = userId;
      this.setup.value = null;
      this.startOver();
    }
    // One read at a time: a second (a remount, a second card) would only race the first.
    if (this.setup.loading || (!force && this.setup.value)) return;
    await this.setup.load(async () => (await this.context.services.get()).directDebit.get.execute());
  }

  /** Clears the form (a change of account begun afresh, or abandoned). */
  startOver(): void {
    this.form.values = { ...EMPTY_VALUES };
    this.submission.reset();
    this.justSetUp = null;
    this.keptAsItWas = false;
  }

  /** Sets up the mandate on the chosen account (or moves it there); true when the bank has the new instruction. */
  async setUp(): Promise<boolean> {
    if (!(await this.form.validateAll())) return false;
    this.submission.start();
    const before = this.hasLiveMandate ? this.mandate?.reference : undefined;
    try {
      const { directDebit } = await this.context.services.get();
      const mandate = await directDebit.setUpMandate.execute(this.dtoOf(this.form.values));
      runInAction(() => {
        if (this.setup.value) this.setup.value = { ...this.setup.value, mandate };
        this.justSetUp = mandate;
        this.keptAsItWas = mandate.reference === before;
        this.form.values = { ...EMPTY_VALUES };
        this.submission.succeed();
      });
      return true;
    } catch (error) {
      this.submission.fail(error);
      return false;
    }
  }

  private dtoOf(values: MandateValues): MandateDto {
    return { bank_id: values.bank_id === '' ? Number.NaN : Number(values.bank_id) };
  }
}
