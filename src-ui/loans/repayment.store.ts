import { makeAutoObservable, reaction } from 'mobx';
import type { Loan } from '../../src-domain/loans/loan.entity';
import type { RepaymentPosition, SettlementOffer } from '../../src-domain/loans/repayment-plan.entity';
import { NotificationType } from '../../src-domain/notifications/notification-type';
import type { StoreContext } from '../app/store-context';
import { Loadable } from '../shared/loadable';

/** Said when the server refused a confirmation because the figures moved (a payment arrived, a day passed). */
export const FIGURES_CHANGED = 'The figures changed since you looked (a payment arrived or a day passed). Here they are again: check them and confirm.';

/** The news after which what a loan owes today (or the money returned from it) has changed. */
const POSITION_NEWS: ReadonlySet<string> = new Set([NotificationType.PaymentReceived, NotificationType.InstalmentMissed, NotificationType.LoanSettled, NotificationType.RefundSent]);

/**
 * A loan's position today on the interest ledger and what settling it today costs, for the loan
 * page's "Today" panel (docs/design/repaying-exactly.md §7.4). Every figure is the server's.
 */
export class RepaymentStore {
  readonly position = new Loadable<RepaymentPosition>();
  readonly settlement = new Loadable<SettlementOffer>();
  loanId: number | null = null;

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<RepaymentStore, 'context'>(this, { context: false });
    reaction(
      () => context.news.latest,
      (event) => {
        if (event && POSITION_NEWS.has(event.type)) void this.refresh();
      },
    );
  }

  /** Loads the position, then the settlement figure for the server's today (so the two agree). */
  async load(loanId: number): Promise<void> {
    if (this.loanId !== loanId) {
      this.position.value = null;
      this.settlement.value = null;
    }
    this.loanId = loanId;
    const { repayments } = await this.context.services.get();
    await this.position.load(() => repayments.position.execute(loanId));
    const asOf = this.position.value?.asOf;
    if (asOf && this.loanId === loanId) await this.settlement.load(() => repayments.settlement.execute({ loanId, date: asOf }));
  }

  /** Loads again without a spinner (news arrived, or a change was confirmed elsewhere). */
  async refresh(): Promise<void> {
    const loanId = this.loanId;
    if (loanId === null) return;
    const { repayments } = await this.context.services.get();
    await this.position.refresh(() => repayments.position.execute(loanId));
    const asOf = this.position.value?.asOf;
    if (asOf) await this.settlement.refresh(() => repayments.settlement.execute({ loanId, date: asOf }));
  }
}

/** What the part payment and payment date pages open on: the loan (its reference, status, currency) and its position. */
export interface RepaymentView {
  loan: Loan;
  position: RepaymentPosition;
}

/** Loads a {@link RepaymentView}: the loan and its position, side by side. */
export async function readRepaymentView(context: StoreContext, loanId: number): Promise<RepaymentView> {
  const { loans, repayments } = await context.services.get();
  const [{ loan }, position] = await Promise.all([loans.get.execute(loanId), repayments.position.execute(loanId)]);
  return { loan, position };
}
