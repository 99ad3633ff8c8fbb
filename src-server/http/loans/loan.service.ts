import type { Kysely } from 'kysely';
import { ageOn, checkEligibility, type AffordabilityPolicy, type Eligibility } from '../../../src-domain/loans/eligibility';
import { isShortTerm, type LoanProduct } from '../../../src-domain/loans/loan-product.entity';
import { dec, toMinorFloor } from '../../../src-domain/loans/decimal';
import type { LoanRequestDto } from '../../../src-domain/loans/loan-request.dto';
import { canWithdraw, type RequestStatus } from '../../../src-domain/loans/loan-status';
import { formatMoney } from '../../../src-domain/loans/money-format';
import type { PricingPolicy } from '../../../src-domain/loans/price-cap';
import { quoteLoan, type LoanQuote } from '../../../src-domain/loans/quote';
import type { Instalment } from '../../../src-domain/loans/schedule';
import { lateBefore, type BankHolidays } from '../../../src-domain/loans/working-days';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { presentNotification } from '../../../src-domain/notifications/notification.presenter';
import { Conflict, NotFound, ValidationFailed } from '../../../src-domain/shared/errors';
import { sentenceList } from '../../../src-domain/shared/sentence-list';
import type { DatabaseSchema } from '../../db/database.types';
import { LoansRepository, type AmortizationRow, type LoanRequestRow, type LoanRow } from '../../db/loans/loans.repository';
import type { StoredProduct } from '../../db/products/product-rows';
import type { ProductsRepository } from '../../db/products/products.repository';
import { AddressesRepository } from '../../db/profile/addresses.repository';
import { BanksRepository } from '../../db/profile/banks.repository';
import { EmploymentsRepository } from '../../db/profile/employments.repository';
import { UserDetailsRepository } from '../../db/profile/user-details.repository';
import { DocumentsRepository } from '../../db/documents/documents.repository';
import { UsersRepository } from '../../db/users.repository';
import { DEFAULT_MIN_FIRST_PAYMENT_DAYS, DEFAULT_OFFER_VALID_DAYS } from '../../config/server-config';
import { payDayOptions } from './pay-day-options';
import { KESTREL_CREDIT_DOCUMENTS } from '../../brand/kestrel-credit/documents';
import { LoanOffersRepository } from '../../db/agreements/loan-offers.repository';
import { offerExpiresAt } from '../../../src-domain/agreements/signing-rules';
import { ukDateOf } from '../../../src-domain/complaints/complaint-dates';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { withBorrowerLock } from '../../db/borrower-lock';
import { RepaymentService, type LoanSettlement, type PaymentOptions, type PaymentRecorded } from './repayment.service';
import { isUniqueViolation } from '../../db/db-errors';
import type { Clock } from '../../services/clock.port';
import type { Outbox } from '../../services/outbox/outbox.port';
import { defaultSumKey } from '../../../src-domain/letters/letter-triggers';
import { addDays } from '../../../src-domain/shared/calendar-date';
import { baseFigures } from '../letters/letter-facts';
import { DEFAULT_SUMS_NOTICE_DAYS, recordLetter } from '../letters/letter-records';

/** auto: decide at once by the rules and pay out; manual: wait for the operator (`npm run lender -- approve <id>`). */
export type UnderwritingMode = 'auto' | 'manual';

export interface LoanServiceDeps {
  db: Kysely<DatabaseSchema>;
  products: ProductsRepository;
  pricing: PricingPolicy;
  clock: Clock;
  underwriting: UnderwritingMode;
  /** The lender's affordability rule: the share of take-home pay less outgoings a repayment may take (AFFORDABILITY_*_SHARE). */
  affordability: AffordabilityPolicy;
  notify: (userId: number, type: string, data: Record<string, unknown>) => Promise<void>;
  /** Each notification also goes out by e-mail, in the same words, when given. */
  outbox?: Outbox;
  /** Where the e-mails point the borrower. */
  appUrl?: string;
  log?: { error(details: object, message: string): void };
  /** The lender's bank holidays (BANK_HOLIDAYS); weekends alone when absent. */
  bankHolidays?: BankHolidays;
  /** Days an offer may be signed in (OFFER_VALID_DAYS); 14 when absent. */
  offerValidDays?: number;
  /** Days from pay-out to a pay-day loan's first due date at the least (MIN_FIRST_PAYMENT_DAYS); 14 when absent. */
  minFirstPaymentDays?: number;
  /** The agreement template family an offer made now is fixed to; the brand's active version when absent. */
  agreementTemplateVersion?: string;
  /** Months between two moves of the payment date (PAYMENT_DATE_MOVE_MONTHS); 12 when absent. */
  paymentDateMoveMonths?: number;
  /** Whether a Direct Debit collection of the loan is noticed or submitted (Direct Debit's collections); never when absent. */
  collectionPending?: (db: Kysely<DatabaseSchema>, loanId: number) => Promise<boolean>;
}

/** What the request says once a decision made an offer: the money moves only at signing (docs/design/agreements.md §1). */
export const OFFER_REASON = 'Approved — read and sign your agreement to get the money.';

const NO_BANK_HOLIDAYS: BankHolidays = () => false;

/** Larger loans are always looked at by a person, whatever the underwriting mode. */
export const AUTO_DECISION_LIMIT_MINOR = 1_500_000;

/** "KC-000123": how a request is quoted on the phone. */
export function requestReference(id: number): string {
  return `KC-${String(id).padStart(6, '0')}`;
}

/** The day as servicing sees it: the date, and the earliest due date not yet late (see `lateBefore`). */
export interface ServicingDay {
  today: string;
  lateBefore: string;
}

/**
 * An instalment's status on `day`: paid, overdue (past its date and the working day after it when
 * that date was a weekend or bank holiday), due (within 14 days) or pending.
 */
export function instalmentStatus(row: AmortizationRow, day: ServicingDay): 'paid' | 'overdue' | 'due' | 'pending' {
  // A loan settled early marks its later instalments paid for less than their amount: nothing is owed on them.
  if (row.paid_amount >= row.payment || row.status === 'paid') return 'paid';
  if (row.due_date < day.lateBefore) return 'overdue';
  return row.due_date <= fortnightAfter(day.today) ? 'due' : 'pending';
}

/** A schedule asks about the same day once per instalment: the last answer is kept. */
let lastFortnight = { today: '', soon: '' };
function fortnightAfter(today: string): string {
  if (lastFortnight.today !== today) lastFortnight = { today, soon: new Date(Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10) };
  return lastFortnight.soon;
}

/** The borrower's records a decision reads and writes, all through one database handle (a transaction, under the lock). */
export interface BorrowerRecords {
  loans: LoansRepository;
  offers: LoanOffersRepository;
  details: UserDetailsRepository;
  addresses: AddressesRepository;
  banks: BanksRepository;
  employments: EmploymentsRepository;
  documents: DocumentsRepository;
}

export function recordsOn(db: Kysely<DatabaseSchema>): BorrowerRecords {
  return {
    loans: new LoansRepository(db),
    offers: new LoanOffersRepository(db),
    details: new UserDetailsRepository(db),
    addresses: new AddressesRepository(db),
    banks: new BanksRepository(db),
    employments: new EmploymentsRepository(db),
    documents: new DocumentsRepository(db),
  };
}

/** The letters the servicing run issues (src-server/http/letters/letter.service.ts), attached once both services exist. */
export interface ServicingLetters {
  /** After the commit: a letter written in a locked step rendered, logged and told. */
  finish(letterId: number): Promise<unknown>;
  /** The letters due today written and every letter without its PDF finished; how many were finished. */
  issueDue(): Promise<number>;
}

/**
 * Work a caller runs inside an action's own transaction, after the action's writes (e.g. its audit
 * entry, ADR 0041): when it throws, the action is undone with it.
 */
export type WithinAction = (trx: Kysely<DatabaseSchema>) => Promise<void>;

/** What to tell the borrower once a locked step has committed. */
export interface News {
  userId: number;
  type: string;
  data: Record<string, unknown>;
}

/**
 * The life of a loan on the server: eligibility, requests and their decisions, disbursement (the
 * schedule from the loan math), repayments allocated to fees, then interest, then principal, and
 * early settlement without a penalty. Every id is looked up within its owner's records.
 */
export class LoanService {
  readonly loans: LoansRepository;
  /** The same repositories on the shared handle, for reads outside any lock. */
  private readonly records: BorrowerRecords;
  private readonly users: UsersRepository;
  private day: ServicingDay | null = null;
  private letters: ServicingLetters | null = null;
  /** Payments on the interest ledger, part payments, date moves and settlement (repayment.service.ts). */
  readonly repayments: RepaymentService;

  constructor(private readonly deps: LoanServiceDeps) {
    this.records = recordsOn(deps.db);
    this.loans = this.records.loans;
    this.users = new UsersRepository(deps.db);
    this.repayments = new RepaymentService({
      db: deps.db,
      pricing: deps.pricing,
      clock: deps.clock,
      bankHolidays: deps.bankHolidays ?? NO_BANK_HOLIDAYS,
      lockedStep: (userId, work) => this.lockedStep(userId, (trx, _records, news) => work(trx, news)),
      paymentDateMoveMonths: deps.paymentDateMoveMonths,
      collectionPending: deps.collectionPending,
    });
  }

  /** The letters the servicing run sends (the letter service is built on this one, so it is attached after). */
  attachLetters(letters: ServicingLetters): void {
    this.letters = letters;
  }

  /**
   * Runs one check-then-write for a borrower under their lock (ADR 0026): `work` reads and writes only
   * through the records it is given, and returns what to tell them, which is sent after the commit.
   */
  private async locked<T>(userId: number, work: (records: BorrowerRecords, news: News[]) => Promise<T>): Promise<T> {
    return this.lockedStep(userId, (_trx, records, news) => work(records, news));
  }

  /**
   * `locked` for the services beside this one (signing): `work` also gets the transaction's handle for
   * its own repositories, and must use nothing else inside (on SQLite the transaction holds the one
   * connection). The news is told after the commit.
   */
  async lockedStep<T>(userId: number, work: (trx: Kysely<DatabaseSchema>, records: BorrowerRecords, news: News[]) => Promise<T>): Promise<T> {
    const news: News[] = [];
    const result = await withBorrowerLock(this.deps.db, userId, (trx) => work(trx, recordsOn(trx), news));
    for (const item of news) await this.tell(item.userId, item.type, item.data);
    return result;
  }

  /**
   * Tells the borrower: the notification (inbox, live toast) and, with an outbox, the same words by
   * e-mail. True when the e-mail was accepted for delivery.
   */
  async tell(userId: number, type: string, data: Record<string, unknown>): Promise<boolean> {
    await this.deps.notify(userId, type, data);
    if (!this.deps.outbox) return false;
    const user = await this.users.findById(userId);
    if (!user) return false;
    const { title, body } = presentNotification(type, data);
    try {
      await this.deps.outbox.send({
        channel: 'mail',
        to: user.email,
        subject: title,
        text: `Hello ${user.firstName},\n\n${body}\n\nYour loans and requests: ${this.deps.appUrl ?? ''}/dashboard/main\n\nKestrel Credit`,
        // "App\\Notifications\\LoanRequestApproved" → "loan-request-approved"
        purpose: type.split('\\').pop()!.replace(/[A-Z]/g, (letter, at: number) => (at > 0 ? '-' : '') + letter.toLowerCase()),
      });
      return true;
    } catch (error) {
      // The notification is stored and broadcast already; a mail server being down must not undo a decision.
      this.deps.log?.error({ err: error, userId, type }, 'loan e-mail not sent');
      return false;
    }
  }

  /** The documents the product needs, each with the borrower's best upload's status. */
  private async requiredDocuments(userId: number, alias: string, records: BorrowerRecords): Promise<{ name: string; status: 'approved' | 'pending' | 'rejected' | 'expired' | 'missing' }[]> {
    const now = this.deps.clock.now();
    const [types, statuses] = await Promise.all([records.documents.types(), records.documents.statusesFor(userId, now)]);
    return types.filter((t) => t.requiredBy.includes(alias)).map((t) => ({ name: t.name, status: statuses[t.slug] ?? 'missing' }));
  }

  today(): string {
    return this.deps.clock.now().toISOString().slice(0, 10);
  }

  /** Today as servicing sees it; worked out once a day. */
  servicingDay(): ServicingDay {
    const today = this.today();
    if (this.day?.today !== today) this.day = { today, lateBefore: lateBefore(today, this.deps.bankHolidays ?? NO_BANK_HOLIDAYS) };
    return this.day;
  }

  /** The active product called `alias`, or a 422 under `product_alias`. */
  async productFor(alias: string): Promise<StoredProduct> {
    const stored = await this.deps.products.findByAlias(alias);
    if (!stored || !stored.product.active) throw new ValidationFailed({ product_alias: ['Choose a loan from the list.'] });
    return stored;
  }

  /** The price of a loan; with `payDay` ('1' … '31', 'last_working_day') its due dates are the borrower's pay dates (ADR 0045). */
  quote(product: LoanProduct, amount: number, term: number, startDate: string, payDay?: string | null): LoanQuote {
    return quoteLoan(product, amount, term, startDate, this.deps.pricing, this.payDayOptions(payDay));
  }

  private payDayOptions(payDay: string | null | undefined) {
    return payDayOptions(payDay, { bankHolidays: this.deps.bankHolidays ?? NO_BANK_HOLIDAYS, minFirstPaymentDays: this.deps.minFirstPaymentDays ?? DEFAULT_MIN_FIRST_PAYMENT_DAYS });
  }

  /**
   * The rules' answer for this borrower now, on the repayments of their pay day when given (ADR 0045);
   * `records` are the transaction's when called under the lock.
   */
  async eligibility(userId: number, stored: StoredProduct, amount: number, term: number, startDate: string, records = this.records, payDay?: string | null): Promise<Eligibility> {
    const [details, addresses, banks, employments, open, documents, commitments] = await Promise.all([
      records.details.ofUser(userId),
      records.addresses.listOf(userId),
      records.banks.listOf(userId),
      records.employments.listOf(userId),
      records.loans.hasOpenRequest(userId, stored.id),
      this.requiredDocuments(userId, stored.product.alias, records),
      records.loans.monthlyCommitments(userId, stored.id),
    ]);
    const employment = employments[0] ?? null;
    return checkEligibility(stored.product, amount, term, startDate, {
      age: details ? ageOn(details.dateOfBirth, this.today()) : null,
      employmentType: employment?.employmentType ?? null,
      monthlyNetIncomeMinor: employment ? employment.monthlyNetIncome.amountMinor : null,
      hasAddress: addresses.length > 0,
      hasBank: banks.length > 0,
      hasOpenRequest: open,
      documents,
      monthlyCommitmentsMinor: commitments,
      monthlyOutgoingsMinor: employment?.monthlyOutgoings?.amountMinor ?? 0,
    }, this.deps.affordability, this.payDayOptions(payDay));
  }

  /**
   * Files a request: 409 when one for the product is open, 422 with the reasons when not eligible.
   * The checks, the insert and an automatic decision (with its pay-out) are one step under the
   * borrower's lock, so parallel applications are judged one after another, each seeing the last.
   */
  async submit(userId: number, input: LoanRequestDto): Promise<number> {
    const stored = await this.productFor(input.product_alias);
    const startDate = input.start_date ?? this.today();
    const quote = this.quote(stored.product, input.amount, input.term, startDate, input.pay_day);
    const openConflict = () => new Conflict(`You already have a ${stored.product.name.toLowerCase()} request waiting for a decision.`);
    try {
      return await this.locked(userId, async (records, news) => {
        if (!(await records.banks.findOfUser(userId, input.bank_id))) throw new ValidationFailed({ bank_id: ['Choose one of your bank accounts.'] });
        const eligibility = await this.eligibility(userId, stored, input.amount, input.term, startDate, records, input.pay_day);
        if (eligibility.reasons.some((r) => r.code === 'OPEN_REQUEST')) throw openConflict();
        if (!eligibility.eligible) throw new ValidationFailed({ eligibility: eligibility.reasons.map((r) => r.message) }, eligibility.reasons[0].message);

        const now = this.deps.clock.now();
        const id = await records.loans.createRequest(
          {
            userId,
            productId: stored.id,
            amount: input.amount,
            term: input.term,
            purpose: input.purpose,
            bankId: input.bank_id,
            branchId: input.branch_id ?? null,
            startDate,
            payDay: input.pay_day ?? null,
            quote: { regularPayment: quote.regularPaymentMinor, totalRepayable: quote.totalRepayableMinor, apr: quote.aprPercent },
          },
          now,
        );
        news.push({ userId, type: NotificationType.LoanRequestSubmitted, data: { request_id: id, reference: requestReference(id), product_name: stored.product.name, amount: input.amount } });
        if (eligibility.awaitingDocuments.length > 0) {
          await records.loans.setRequestStatus(id, 'in_review', `We will decide as soon as we have checked your ${listWords(eligibility.awaitingDocuments)}, usually within one working day.`, now);
        } else if (this.decidesAutomatically(input.amount)) {
          const request = (await records.loans.requestById(id))!;
          await this.approveLocked(records, news, request, stored, OFFER_REASON);
        } else {
          await records.loans.setRequestStatus(id, 'in_review', 'A member of our team will look at your request within one working day.', now);
        }
        return id;
      });
    } catch (error) {
      // The database's own "one open request per product" rule: the same answer as the check above.
      if (isUniqueViolation(error)) throw openConflict();
      throw error;
    }
  }

  private decidesAutomatically(amountMinor: number): boolean {
    return this.deps.underwriting === 'auto' && amountMinor <= AUTO_DECISION_LIMIT_MINOR;
  }

  /**
   * After a document review: in auto mode, each of the borrower's requests that was waiting only
   * for documents is decided now, when the rules allow. Returns the requests approved.
   */
  async reconsider(userId: number): Promise<number[]> {
    const approved: number[] = [];
    const waiting = (await this.loans.requestsOf(userId, ['in_review'], 1, 50)).rows;
    for (const request of waiting) {
      if (!this.decidesAutomatically(request.amount)) continue;
      const stored = await this.deps.products.findById(request.product_id);
      if (!stored) continue;
      const eligibility = await this.eligibility(userId, stored, request.amount, request.term, request.start_date, undefined, request.pay_day);
      const blocking = eligibility.reasons.filter((r) => r.code !== 'OPEN_REQUEST');
      if (blocking.length === 0 && eligibility.awaitingDocuments.length === 0) {
        await this.approve(request.id);
        approved.push(request.id);
      }
    }
    return approved;
  }

  async withdraw(userId: number, id: number): Promise<void> {
    await this.locked(userId, async (records) => {
      const request = await records.loans.requestOfUser(userId, id);
      if (!request) throw new NotFound();
      if (!canWithdraw(request.status as RequestStatus)) throw new Conflict('This request has already been decided, so it cannot be withdrawn.');
      await records.loans.setRequestStatus(id, 'withdrawn', 'Withdrawn by you.', this.deps.clock.now());
    });
  }

  /** The request as it stands, or a 409 when it is not waiting for a decision. */
  private async openRequest(records: BorrowerRecords, id: number): Promise<LoanRequestRow> {
    const request = await records.loans.requestById(id);
    if (!request || !canWithdraw(request.status as RequestStatus)) throw new Conflict(`Request ${requestReference(id)} is not waiting for a decision.`);
    return request;
  }

  /**
   * Approves an open request: the decision makes an offer the borrower signs before any money moves
   * (docs/design/agreements.md §1). `reason` is what the request then says. Returns the offer's id.
   */
  async approve(id: number, reason = OFFER_REASON, within?: WithinAction): Promise<number> {
    const request = await this.openRequest(this.records, id);
    const stored = await this.deps.products.findById(request.product_id);
    if (!stored) throw new NotFound();
    // Read again under the lock: another decision may have been made since.
    return this.lockedStep(request.user_id, async (trx, records, news) => {
      const offerId = await this.approveLocked(records, news, await this.openRequest(records, id), stored, reason);
      await within?.(trx);
      return offerId;
    });
  }

  /**
   * The decision, inside the borrower's lock: the offer, on the product as priced now (kept with the
   * offer, so a later product change never alters it) and open for OFFER_VALID_DAYS. No money moves.
   */
  private async approveLocked(records: BorrowerRecords, news: News[], request: LoanRequestRow, stored: StoredProduct, reason: string): Promise<number> {
    const id = request.id;
    const unchecked = (await this.requiredDocuments(request.user_id, stored.product.alias, records)).filter((d) => d.status !== 'approved');
    if (unchecked.length > 0) {
      throw new Conflict(`Request ${requestReference(id)} needs an approved ${listWords(unchecked.map((d) => d.name))} first (${unchecked.map((d) => d.status).join(', ')}).`);
    }
    const now = this.deps.clock.now();
    const expiresAt = offerExpiresAt(now, this.deps.offerValidDays ?? DEFAULT_OFFER_VALID_DAYS);
    const offerId = await records.offers.create(
      { requestId: id, userId: request.user_id, productId: stored.id, amount: request.amount, term: request.term, payDay: request.pay_day, product: stored.product, templateVersion: this.deps.agreementTemplateVersion ?? KESTREL_CREDIT_DOCUMENTS.templates.agreement.active, expiresAt },
      now,
    );
    await records.loans.setRequestStatus(id, 'approved', reason, now);
    news.push({
      userId: request.user_id,
      type: NotificationType.LoanRequestApproved,
      data: { request_id: id, offer_id: offerId, reference: requestReference(id), product_name: stored.product.name, amount: request.amount, reason, expires_at: expiresAt.toISOString() },
    });
    return offerId;
  }

  /**
   * The pay-out of a signed offer, inside the borrower's lock and on its transaction (the agreement
   * service calls it at signing): the loan on the offer's own product and terms, its schedule from the
   * signing day, the request `disbursed`. Returns the loan's id.
   */
  async payOutLocked(records: BorrowerRecords, news: News[], request: LoanRequestRow, product: LoanProduct, productId: number, now: Date): Promise<number> {
    const id = request.id;
    const startDate = now.toISOString().slice(0, 10);
    const quote = this.quote(product, request.amount, request.term, startDate, request.pay_day);
    const loanId = await records.loans.createLoan(
      {
        userId: request.user_id,
        requestId: id,
        productId,
        principal: request.amount,
        financedPrincipal: quote.financedPrincipalMinor,
        // Repaid on a pay day, a short-term loan lasts the days to it, not the term first asked for.
        term: quote.term,
        annualRate: quote.annualRate,
        apr: quote.aprPercent,
        totalRepayable: quote.totalRepayableMinor,
        startDate,
        payDay: request.pay_day,
        instalments: quote.instalments,
      },
      now,
    );
    await records.loans.setRequestStatus(id, 'disbursed', `Paid out: ${formatMoney(request.amount, product.currency)}.`, now, loanId);
    news.push({ userId: request.user_id, type: NotificationType.LoanDisbursed, data: { loan_id: loanId, request_id: id, reference: requestReference(id), amount: request.amount, first_due_date: quote.firstDueDate } });
    return loanId;
  }

  /**
   * Lapses the open offers whose time ran out (the servicing run): offer and request `lapsed`, and
   * the borrower told. Each is closed by a conditional update under the borrower's lock, so a
   * signature, a decline or another run that got there first wins and the offer lapses once.
   */
  async lapseOffers(): Promise<number> {
    const now = this.deps.clock.now();
    let lapsed = 0;
    for (const offer of await this.records.offers.openExpiredBy(now)) {
      const closed = await this.locked(offer.userId, async (records, news) => {
        if (!(await records.offers.close(offer.id, 'lapsed', now))) return false;
        const lapsedOn = formatCalendarDate(ukDateOf(new Date(offer.expiresAt)));
        await records.loans.setRequestStatus(offer.requestId, 'lapsed', `This offer lapsed unsigned on ${lapsedOn}. You are welcome to apply again.`, now);
        news.push({ userId: offer.userId, type: NotificationType.LoanOfferLapsed, data: { request_id: offer.requestId, reference: requestReference(offer.requestId), product_name: offer.product.name, amount: offer.amount } });
        return true;
      });
      if (closed) lapsed += 1;
    }
    return lapsed;
  }

  async decline(id: number, reason: string, within?: WithinAction): Promise<void> {
    const request = await this.openRequest(this.records, id);
    const stored = await this.deps.products.findById(request.product_id);
    await this.lockedStep(request.user_id, async (trx, records, news) => {
      await this.openRequest(records, id);
      await records.loans.setRequestStatus(id, 'declined', reason, this.deps.clock.now());
      news.push({ userId: request.user_id, type: NotificationType.LoanRequestDeclined, data: { request_id: id, reference: requestReference(id), product_name: stored?.product.name ?? 'loan', amount: request.amount, reason } });
      await within?.(trx);
    });
  }

  async loanOf(userId: number, id: number): Promise<LoanRow> {
    const loan = await this.loans.loanOfUser(userId, id);
    if (!loan) throw new NotFound();
    return loan;
  }

  /** What settles the loan on `asOf`: the interest ledger's figure, never less of a rebate than the 2004 regulations give (ADR 0044). */
  async settlement(userId: number, id: number, asOf: string, within?: Kysely<DatabaseSchema>): Promise<LoanSettlement> {
    return this.repayments.settlement(userId, id, asOf, within);
  }

  /**
   * Records money received on the loan as of the day it arrived (`options.receivedOn`, today by
   * default): allocated on the interest ledger (fees, interest to that day, principal) and stored
   * with its allocation; a confirmed part payment (`options.partPaymentId`) reshapes the schedule as
   * the borrower chose. The loan closes once nothing is owed.
   */
  async recordPayment(loanId: number, amountMinor: number, within?: WithinAction, options?: PaymentOptions): Promise<PaymentRecorded> {
    return this.repayments.recordPayment(loanId, amountMinor, within, options);
  }

  /** A returned Direct Debit collection: its payment reversed (kept), the instalment unpaid again. False when it already was. */
  async reverseCollectionPayment(collectionId: number, returnedOn: string): Promise<boolean> {
    return this.repayments.reverseCollectionPayment(collectionId, returnedOn);
  }

  /**
   * The servicing run (hourly in the server, `lender service` by hand): a reminder for each
   * instalment due within three days, and for each one past its date unpaid, one late fee, within
   * the price cap for short-term credit (never more than £15, and the total cost never above the
   * amount borrowed), and a notice. Each instalment is reminded and charged once. Offers past their
   * time lapse first (`lapseOffers`).
   */
  async service(): Promise<{ reminded: number; missed: number; lapsed: number; letters: number }> {
    const lapsed = await this.lapseOffers();
    const now = this.deps.clock.now();
    const day = this.servicingDay();
    const soon = new Date(now.getTime() + REMINDER_DAYS * 86_400_000).toISOString().slice(0, 10);
    const rows = await this.loans.unpaidDueBy(soon);
    const products = new Map((await this.deps.products.all()).map((p) => [p.id, p.product]));
    let reminded = 0;
    let missed = 0;
    for (const row of rows) {
      const product = products.get(row.product_id);
      if (!product) continue;
      const owed = row.payment + row.fee - row.paid_amount;
      if (row.due_date < day.lateBefore && row.missed_at === null) {
        // Under the borrower's lock, so a payment arriving now is either counted before the fee or pays it.
        const marked = await this.lockedStep(row.user_id, async (trx, records, news) => {
          const fee = await this.lateFeeFor(product, row.loan_id, row.principal_lent, records);
          // Another run or instance may have recorded it since the list was read: once per instalment.
          if (!(await records.loans.markMissed(row.id, fee, now))) return null;
          news.push({ userId: row.user_id, type: NotificationType.InstalmentMissed, data: { loan_id: row.loan_id, reference: row.account_number, amount: owed + fee, due_date: row.due_date, late_fee: fee } });
          // s.86E: the notice of the default sum is written with the fee, so no fee is ever charged without one.
          return fee > 0 ? await this.recordDefaultSumNotice(trx, records, row, fee, product.currency, day.today, now) : 0;
        });
        if (marked !== null) missed += 1;
        if (marked) await this.letters?.finish(marked);
      } else if (row.due_date >= day.today && row.reminded_at === null) {
        if (!(await this.loans.markReminded(row.id, now))) continue;
        await this.tell(row.user_id, NotificationType.InstalmentDueSoon, { loan_id: row.loan_id, reference: row.account_number, amount: owed, due_date: row.due_date });
        reminded += 1;
      }
    }
    const letters = this.letters ? await this.letters.issueDue() : 0;
    return { reminded, missed, lapsed, letters };
  }

  /** The notice of default sums for a late fee just charged, written in the fee's transaction; the letter's id. */
  private async recordDefaultSumNotice(trx: Kysely<DatabaseSchema>, records: BorrowerRecords, row: AmortizationRow, fee: number, currency: string, today: string, now: Date): Promise<number> {
    const loan = (await records.loans.loanById(row.loan_id))!;
    const figures = {
      ...baseFigures(await records.loans.instalmentsOf([row.loan_id]), today, loan.annual_rate, currency),
      defaultSum: { amountMinor: fee, date: today, reason: `Late payment fee: repayment ${row.number}, due on ${formatCalendarDate(row.due_date)}, was not paid on time` },
    };
    const cause = { key: defaultSumKey(row.id), dueBy: addDays(today, DEFAULT_SUMS_NOTICE_DAYS) };
    return (await recordLetter(trx, 'default-sums-notice', loan, cause, figures, now)).id;
  }

  /** The product's late fee, reduced so short-term credit stays inside the cap. */
  private async lateFeeFor(product: LoanProduct, loanId: number, principal: number, records: BorrowerRecords): Promise<number> {
    const cap = this.deps.pricing.cap;
    if (!isShortTerm(product) || !cap) return product.lateFeeMinor;
    const charged = (await records.loans.instalmentsOf([loanId])).reduce((sum, r) => sum + r.interest + r.fee, 0);
    const totalCap = toMinorFloor(dec(principal).times(cap.totalCostCapRatio));
    return Math.max(0, Math.min(product.lateFeeMinor, cap.defaultFeeCapMinor, totalCap - charged));
  }

  /** Settles a loan early on `asOf` for its settlement figure: stored as a settlement payment, the loan `settled`. */
  async settle(loanId: number, asOf: string, within?: WithinAction): Promise<LoanSettlement> {
    return this.repayments.settle(loanId, asOf, within);
  }
}

/** "payslip and bank statement": document names in a sentence. */
function listWords(names: string[]): string {
  return sentenceList(names.map((name) => name.toLowerCase()));
}

/** Days before a due date the reminder goes out. */
export const REMINDER_DAYS = 3;

/** The principal still owed: the balance after the last fully paid instalment in order. */
export function balanceOf(rows: Pick<AmortizationRow, 'paid_amount' | 'payment' | 'principal' | 'balance_after'>[]): number {
  let balance = rows.reduce((sum, r) => sum + r.principal, 0);
  for (const row of rows) {
    if (row.paid_amount >= row.payment) balance = row.balance_after;
    else break;
  }
  return balance;
}

export function toInstalment(row: AmortizationRow): Instalment {
  return {
    number: row.number,
    dueDate: row.due_date,
    paymentMinor: row.payment,
    interestMinor: row.interest,
    principalMinor: row.principal,
    feeMinor: row.fee,
    balanceAfterMinor: row.balance_after,
  };
}
