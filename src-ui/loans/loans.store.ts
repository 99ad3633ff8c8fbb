import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { EligibilityAnswer, Loan, LoanAccount, LoanRequest, Page, ScheduledInstalment } from '../../src-domain/loans/loan.entity';
import type { LoanPurpose, LoanRequestDto } from '../../src-domain/loans/loan-request.dto';
import type { ProductOffer } from '../../src-domain/loans/product-offer.entity';
import type { SettlementQuote } from '../../src-domain/loans/settlement';
import { NotificationType } from '../../src-domain/notifications/notification-type';
import type { BankAccount } from '../../src-domain/profile/bank-account.entity';
import { ValidationFailed } from '../../src-domain/shared/errors';
import { describeError } from '../../src-domain/shared/messages';
import type { StoreContext } from '../app/store-context';
import { SubmissionState } from '../auth/auth.store';
import { nearestAmount, nearestTerm } from '../calculator/calculator.store';
import { Loadable } from '../shared/loadable';
import { saveFile } from '../shared/save-file';

// Loadable moved to src-ui/shared so other features' stores use it without loading this one.
export { Loadable };

/** The live notifications that change what the loan pages show. */
const LOAN_NEWS: ReadonlySet<string> = new Set([
  NotificationType.LoanRequestSubmitted,
  NotificationType.LoanRequestApproved,
  NotificationType.LoanOfferLapsed,
  NotificationType.LoanRequestDeclined,
  NotificationType.LoanDisbursed,
  NotificationType.PaymentReceived,
  NotificationType.InstalmentDueSoon,
  NotificationType.InstalmentMissed,
  NotificationType.LoanSettled,
]);

/** How long the eligibility answer waits for typing to stop. */
export const CHECK_DELAY_MS = 300;

/**
 * The loan request form: the product, amount and term (started from the calculator's choice), what
 * it is for and where the money goes; the live answer (quote and eligibility reasons); the submit.
 */
export class LoanRequestForm {
  offers: ProductOffer[] | null = null;
  banks: BankAccount[] = [];
  loadError: string | null = null;
  alias = '';
  amountMinor = 0;
  term = 0;
  purpose: LoanPurpose | '' = '';
  /** '1' … '31' or 'last_working_day' (PAY_DAY_VALUES); '' until the borrower chooses. */
  payDay = '';
  /** Why the quote cannot use the chosen pay day (a short-term loan's pay day too far off), said beside it. */
  payDayProblem: string | null = null;
  bankId: number | null = null;
  consent = false;
  answer: EligibilityAnswer | null = null;
  checking = false;
  checkError: string | null = null;
  submitted: LoanRequest | null = null;
  readonly submission = new SubmissionState();
  private asked = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<LoanRequestForm, 'context' | 'asked' | 'timer'>(this, { context: false, asked: false, timer: false });
  }

  get selected(): ProductOffer | null {
    return this.offers?.find((o) => o.product.alias === this.alias) ?? null;
  }

  async load(start: { product?: string | null; amount?: number | null; term?: number | null }): Promise<void> {
    this.loadError = null;
    try {
      const { products, profile } = await this.context.services.get();
      const [offers, mine] = await Promise.all([products.list.execute(), profile.load.execute()]);
      runInAction(() => {
        this.offers = offers;
        this.banks = mine.banks;
        this.bankId = mine.banks.find((b) => b.isPrimary)?.id ?? mine.banks[0]?.id ?? null;
        const offer = offers.find((o) => o.product.alias === start.product) ?? offers[0];
        if (!offer) return;
        this.alias = offer.product.alias;
        this.amountMinor = nearestAmount(offer.product, start.amount ?? offer.product.representative.principalMinor);
        this.term = nearestTerm(offer.product, start.term ?? offer.product.representative.term);
      });
      if (this.selected) await this.check();
    } catch (error) {
      runInAction(() => {
        this.loadError = describeError(error);
      });
    }
  }

  choose(alias: string): void {
    const offer = this.offers?.find((o) => o.product.alias === alias);
    if (!offer) return;
    this.alias = alias;
    this.amountMinor = nearestAmount(offer.product, this.amountMinor);
    this.term = nearestTerm(offer.product, offer.product.representative.term);
    this.scheduleCheck(0);
  }

  setAmount(amountMinor: number): void {
    if (!this.selected || !Number.isFinite(amountMinor)) return;
    this.amountMinor = nearestAmount(this.selected.product, amountMinor);
    this.submission.clearField('amount');
    this.scheduleCheck();
  }

  setTerm(term: number): void {
    if (!this.selected || !Number.isFinite(term)) return;
    this.term = nearestTerm(this.selected.product, term);
    this.submission.clearField('term');
    this.scheduleCheck();
  }

  setPurpose(purpose: LoanPurpose | ''): void {
    this.purpose = purpose;
    this.submission.clearField('purpose');
  }

  /** The day of the month the borrower is paid: the repayments fall on it, so the price is asked again. */
  setPayDay(payDay: string): void {
    this.payDay = payDay;
    this.submission.clearField('pay_day');
    this.scheduleCheck(0);
  }

  setBank(id: number | null): void {
    this.bankId = id;
    this.submission.clearField('bank_id');
  }

  setConsent(consent: boolean): void {
    this.consent = consent;
    this.submission.clearField('consent');
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Files the request; resolves true when it is filed (the page then shows the confirmation). */
  async submit(): Promise<boolean> {
    const input = { product_alias: this.alias, amount: this.amountMinor, term: this.term, pay_day: this.payDay, purpose: this.purpose, bank_id: this.bankId, consent: this.consent } as unknown as LoanRequestDto;
    this.submission.start();
    try {
      const { loans } = await this.context.services.get();
      const request = await loans.request.execute(input);
      runInAction(() => {
        this.submitted = request;
        this.submission.succeed();
      });
      return true;
    } catch (error) {
      this.submission.fail(error);
      if (error instanceof ValidationFailed && error.fields.eligibility) void this.check();
      return false;
    }
  }

  private scheduleCheck(delay = CHECK_DELAY_MS): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.check(), delay);
  }

  private async check(): Promise<void> {
    const ask = ++this.asked;
    this.checking = true;
    this.checkError = null;
    this.payDayProblem = null;
    try {
      const { loans } = await this.context.services.get();
      // Before a pay day is chosen the price is on monthly dates from today; once chosen, on the pay dates.
      const answer = await loans.checkEligibility.execute({ product_alias: this.alias, amount: this.amountMinor, term: this.term, ...(this.payDay ? { pay_day: this.payDay } : {}) });
      runInAction(() => {
        if (ask !== this.asked) return;
        this.answer = answer;
        this.checking = false;
      });
    } catch (error) {
      runInAction(() => {
        if (ask !== this.asked) return;
        this.checking = false;
        const payDayProblem = error instanceof ValidationFailed ? error.fields.pay_day?.[0] : undefined;
        if (payDayProblem) {
          this.answer = null;
          this.payDayProblem = payDayProblem;
        } else {
          this.checkError = error instanceof ValidationFailed ? Object.values(error.fields).flat()[0] ?? describeError(error) : describeError(error);
        }
      });
    }
  }
}

/** The borrower's requests, loans and accounts, each loaded when its page opens. */
export class LoansStore {
  readonly requests = new Loadable<Page<LoanRequest>>();
  requestFilter: string | null = null;
  requestPage = 1;
  /** The loans page's list, ten a page. */
  readonly loans = new Loadable<Page<Loan>>();
  loanPage = 1;
  /** The loans being repaid, for the overview's card (the first ten). */
  readonly activeLoans = new Loadable<Page<Loan>>();
  /** The loans with a late payment, for the overview's warnings: however old, the ten newest, and how many in all. */
  readonly lateLoans = new Loadable<Page<Loan>>();
  /** The requests still waiting for a decision, for the overview (apart from the filtered list). */
  readonly openRequests = new Loadable<Page<LoanRequest>>();
  /** The approved requests, for the overview: those with an open offer wait for the borrower's signature. */
  readonly offerRequests = new Loadable<Page<LoanRequest>>();
  readonly detail = new Loadable<{ loan: Loan; schedule: ScheduledInstalment[] }>();
  readonly settlement = new Loadable<SettlementQuote>();
  readonly accounts = new Loadable<Page<LoanAccount>>();
  accountFilter: 'open' | 'closed' | null = null;
  accountPage = 1;
  withdrawing: number | null = null;
  downloadingAgreement = false;

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<LoansStore, 'context'>(this, { context: false });
    // Lives with the root store: a decision or payment arriving live refreshes whichever lists are shown.
    reaction(
      () => context.news.latest,
      (event) => {
        if (event && LOAN_NEWS.has(event.type)) void this.refreshShown();
      },
    );
  }

  /** Loads again what the open pages show, quietly. */
  async refreshShown(): Promise<void> {
    const { loans } = await this.context.services.get();
    const detailId = this.detail.value?.loan.id;
    await Promise.all([
      this.requests.refresh(() => loans.listRequests.execute({ status: this.requestFilter, page: this.requestPage })),
      this.loans.refresh(() => loans.list.execute({ page: this.loanPage, status: null })),
      this.activeLoans.refresh(() => loans.list.execute({ page: 1, status: 'open' })),
      this.lateLoans.refresh(() => loans.list.execute({ page: 1, status: 'late' })),
      this.openRequests.refresh(() => loans.listRequests.execute({ status: 'open', page: 1 })),
      this.offerRequests.refresh(() => loans.listRequests.execute({ status: 'approved', page: 1 })),
      this.accounts.refresh(() => loans.accounts.execute({ page: this.accountPage, status: this.accountFilter })),
      detailId === undefined ? undefined : this.detail.refresh(() => loans.get.execute(detailId)),
    ]);
  }

  loadRequests(filter: string | null = this.requestFilter, page = 1): Promise<void> {
    this.requestFilter = filter;
    this.requestPage = page;
    return this.requests.load(async () => (await this.context.services.get()).loans.listRequests.execute({ status: filter, page }));
  }

  /** Withdraws an open request and reloads the list; true when it was withdrawn, false (with a toast) when not. */
  async withdraw(request: LoanRequest): Promise<boolean> {
    this.withdrawing = request.id;
    try {
      const { loans } = await this.context.services.get();
      await loans.withdraw.execute(request.id);
      this.context.notifier.success(`Request ${request.reference} withdrawn.`);
      await this.loadRequests(this.requestFilter, this.requestPage);
      return true;
    } catch (error) {
      this.context.notifier.error(describeError(error));
      return false;
    } finally {
      runInAction(() => {
        this.withdrawing = null;
      });
    }
  }

  loadLoans(page = this.loanPage): Promise<void> {
    this.loanPage = page;
    return this.loans.load(async () => (await this.context.services.get()).loans.list.execute({ page, status: null }));
  }

  loadActiveLoans(): Promise<void> {
    return this.activeLoans.load(async () => (await this.context.services.get()).loans.list.execute({ page: 1, status: 'open' }));
  }

  loadLateLoans(): Promise<void> {
    return this.lateLoans.load(async () => (await this.context.services.get()).loans.list.execute({ page: 1, status: 'late' }));
  }

  loadOpenRequests(): Promise<void> {
    return this.openRequests.load(async () => (await this.context.services.get()).loans.listRequests.execute({ status: 'open', page: 1 }));
  }

  loadOfferRequests(): Promise<void> {
    return this.offerRequests.load(async () => (await this.context.services.get()).loans.listRequests.execute({ status: 'approved', page: 1 }));
  }

  /** Saves the executed agreement of a loan, as it was signed. */
  async downloadAgreement(loan: Loan): Promise<void> {
    this.downloadingAgreement = true;
    try {
      const { agreements } = await this.context.services.get();
      const file = await agreements.agreementPdf.execute(loan.id);
      saveFile(`credit-agreement-${loan.reference}.pdf`, file.type, file.bytes as Uint8Array<ArrayBuffer>);
    } catch (error) {
      this.context.notifier.error(`We could not fetch your agreement: ${describeError(error)}`);
    } finally {
      runInAction(() => {
        this.downloadingAgreement = false;
      });
    }
  }

  loadLoan(id: number): Promise<void> {
    this.settlement.value = null;
    this.settlement.error = null;
    return this.detail.load(async () => (await this.context.services.get()).loans.get.execute(id));
  }

  quoteSettlement(loanId: number, date: string): Promise<void> {
    return this.settlement.load(async () => (await this.context.services.get()).loans.settlement.execute({ loanId, date }));
  }

  loadAccounts(filter: 'open' | 'closed' | null = this.accountFilter, page = 1): Promise<void> {
    this.accountFilter = filter;
    this.accountPage = page;
    return this.accounts.load(async () => (await this.context.services.get()).loans.accounts.execute({ page, status: filter }));
  }
}
