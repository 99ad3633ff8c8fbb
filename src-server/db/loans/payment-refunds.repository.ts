import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { fixedLimit } from '../fixed-limit';
import { toIso } from '../timestamps';

/** A payment's refund part, due back to the borrower or sent (ADR 0048). `id` is the payment's. */
export interface RefundRecord {
  paymentId: number;
  loanId: number;
  userId: number;
  accountNumber: string;
  amountMinor: number;
  paymentAmountMinor: number;
  receivedOn: string;
  recordedAt: string;
  sent: { on: string; reference: string; accountHolder: string; bankName: string; accountLast4: string } | null;
}

/** The account a refund goes to, as it is on file (the last four digits only leave this file). */
export interface RefundAccount {
  accountHolder: string;
  bankName: string;
  accountLast4: string;
}

/**
 * Refunds: the live payments whose ledger allocation left money over (`refund_part`), and the
 * `payment_refunds` row that says it was sent. What is due is read from the payments themselves, so
 * it always follows the ledger (a re-split after a reversal changes it) until it is sent.
 */
export class PaymentRefundsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  private base() {
    return refundRows(this.db);
  }

  /** Refunds nobody has sent yet, the oldest money first. */
  async due(limit: number): Promise<RefundRecord[]> {
    const rows = await this.base()
      .where('payment_refunds.id', 'is', null)
      .where('loan_payments.reversed_on', 'is', null)
      .orderBy('loan_payments.created_at')
      .orderBy('loan_payments.id')
      .limit(fixedLimit(limit))
      .execute();
    return rows.map(toRecord);
  }

  async countDue(): Promise<number> {
    const row = await this.db
      .selectFrom('loan_payments')
      .leftJoin('payment_refunds', 'payment_refunds.loan_payment_id', 'loan_payments.id')
      .where('loan_payments.refund_part', '>', 0)
      .where('loan_payments.reversed_on', 'is', null)
      .where('payment_refunds.id', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** One payment's refund, due or sent; null when the payment left nothing to refund (or was reversed before it was sent). */
  async byPayment(paymentId: number): Promise<RefundRecord | null> {
    const row = await this.base().where('loan_payments.id', '=', paymentId).executeTakeFirst();
    if (!row) return null;
    const record = toRecord(row);
    return record;
  }

  /** Whether the payment was reversed (a returned collection): its money never stayed with us. */
  async reversed(paymentId: number): Promise<boolean> {
    const row = await this.db.selectFrom('loan_payments').select('reversed_on').where('id', '=', paymentId).executeTakeFirst();
    return row?.reversed_on != null;
  }

  /** A loan's refunds, due and sent, oldest first (the borrower's loan page). */
  async ofLoan(loanId: number): Promise<RefundRecord[]> {
    const rows = await this.base()
      .where('loan_payments.loan_id', '=', loanId)
      .where((eb) => eb.or([eb('loan_payments.reversed_on', 'is', null), eb('payment_refunds.id', 'is not', null)]))
      .orderBy('loan_payments.created_at')
      .orderBy('loan_payments.id')
      .execute();
    return rows.map(toRecord);
  }

  /** Records that a payment's refund was sent; a unique index makes a second one fail (a lost race). */
  async markSent(input: { paymentId: number; loanId: number; amountMinor: number; sentOn: string; reference: string; account: RefundAccount; recordedBy: number | null }, now: Date): Promise<void> {
    await this.db
      .insertInto('payment_refunds')
      .values({
        loan_payment_id: input.paymentId,
        loan_id: input.loanId,
        amount: input.amountMinor,
        sent_on: input.sentOn,
        bank_reference: input.reference,
        account_holder: input.account.accountHolder,
        bank_name: input.account.bankName,
        account_last4: input.account.accountLast4,
        recorded_by: input.recordedBy,
        created_at: now.toISOString(),
      })
      .execute();
  }

  /**
   * The account a loan's refund goes to: the Direct Debit mandate's (the money came from it), else
   * the account the loan was paid out to, else the borrower's primary account. Null with none on file.
   */
  async accountFor(loanId: number): Promise<RefundAccount | null> {
    const mandate = await this.db
      .selectFrom('direct_debit_mandates')
      .select(['account_holder', 'bank_name', 'account_number_last4'])
      .where('loan_id', '=', loanId)
      .orderBy((eb) => eb.case().when('status', '=', 'active').then(0).else(1).end())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (mandate) return { accountHolder: mandate.account_holder, bankName: mandate.bank_name, accountLast4: mandate.account_number_last4 };
    const payout = await this.db
      .selectFrom('loans')
      .innerJoin('loan_requests', 'loan_requests.id', 'loans.request_id')
      .innerJoin('banks', 'banks.id', 'loan_requests.bank_id')
      .select(['banks.account_holder', 'banks.bank_name', 'banks.account_number'])
      .where('loans.id', '=', loanId)
      .executeTakeFirst();
    const bank =
      payout ??
      (await this.db
        .selectFrom('banks')
        .innerJoin('loans', 'loans.user_id', 'banks.user_id')
        .select(['banks.account_holder', 'banks.bank_name', 'banks.account_number'])
        .where('loans.id', '=', loanId)
        .orderBy('banks.is_primary', 'desc')
        .orderBy('banks.id', 'desc')
        .executeTakeFirst());
    return bank ? { accountHolder: bank.account_holder, bankName: bank.bank_name, accountLast4: bank.account_number.slice(-4) } : null;
  }
}

/** Every payment with money over, with its refund when sent. */
function refundRows(db: Kysely<DatabaseSchema>) {
  return db
    .selectFrom('loan_payments')
    .innerJoin('loans', 'loans.id', 'loan_payments.loan_id')
    .leftJoin('payment_refunds', 'payment_refunds.loan_payment_id', 'loan_payments.id')
    .where('loan_payments.refund_part', '>', 0)
    .select([
      'loan_payments.id as payment_id',
      'loan_payments.loan_id',
      'loans.user_id',
      'loans.account_number',
      'loan_payments.refund_part',
      'loan_payments.amount as payment_amount',
      'loan_payments.received_on',
      'loan_payments.created_at',
      'payment_refunds.id as refund_id',
      'payment_refunds.amount as sent_amount',
      'payment_refunds.sent_on',
      'payment_refunds.bank_reference',
      'payment_refunds.account_holder',
      'payment_refunds.bank_name',
      'payment_refunds.account_last4',
    ]);
}

type RefundRow = Awaited<ReturnType<ReturnType<typeof refundRows>['executeTakeFirstOrThrow']>>;

function toRecord(row: RefundRow): RefundRecord {
  const sent =
    row.refund_id === null || row.sent_on === null
      ? null
      : { on: row.sent_on, reference: row.bank_reference ?? '', accountHolder: row.account_holder ?? '', bankName: row.bank_name ?? '', accountLast4: row.account_last4 ?? '' };
  return {
    paymentId: Number(row.payment_id),
    loanId: Number(row.loan_id),
    userId: Number(row.user_id),
    accountNumber: row.account_number,
    // Once sent, the amount is what left our account; before, what the ledger leaves over today.
    amountMinor: sent && row.sent_amount !== null ? Number(row.sent_amount) : Number(row.refund_part),
    paymentAmountMinor: Number(row.payment_amount),
    receivedOn: row.received_on,
    recordedAt: toIso(row.created_at),
    sent,
  };
}
