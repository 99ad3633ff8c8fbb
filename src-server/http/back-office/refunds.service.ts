import type { Kysely } from 'kysely';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { formatCalendarDate, isCalendarDate } from '../../../src-domain/shared/calendar-date';
import { Conflict, NotFound, ValidationFailed } from '../../../src-domain/shared/errors';
import type { DatabaseSchema } from '../../db/database.types';
import { isUniqueViolation } from '../../db/db-errors';
import { PaymentRefundsRepository, type RefundAccount, type RefundRecord } from '../../db/loans/payment-refunds.repository';
import { appendAudit, type Actor } from '../../services/audit/audit-trail';
import type { Clock } from '../../services/clock.port';
import type { LoanService } from '../loans/loan.service';
import { borrowerNames } from './borrower-names.query';
import type { DecisionsService } from './decisions.service';
import { QUEUE_LIMIT } from './queues.queries';

export interface RefundsDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  loans: LoanService;
  decisions: DecisionsService;
}

/** One refund as the "Refunds due" queue and `lender refunds` show it. Money in minor units. */
export interface RefundDue {
  id: number;
  borrower: { id: number; name: string };
  loan: { id: number; account_number: string };
  amount: number;
  payment: { id: number; amount: number; received_on: string };
  account: { account_holder: string; bank_name: string; account_last4: string } | null;
  due_since: string;
}

export const ALREADY_REFUNDED = 'This refund is marked sent already.';

/**
 * Refunds as a task (ADR 0048): a payment that was more than the loan owed leaves a refund part on
 * the ledger; it waits in "Refunds due" until a person sends the money from the bank and marks it
 * sent here, once, with the day and the bank's reference. Both doors (the back office and
 * `lender refund-sent`) come through `markSent`.
 */
export class RefundsService {
  constructor(private readonly deps: RefundsDeps) {}

  count(): Promise<number> {
    return new PaymentRefundsRepository(this.deps.db).countDue();
  }

  /** Refunds nobody has sent, the oldest first, each with the account it goes to. */
  async due(): Promise<RefundDue[]> {
    const repository = new PaymentRefundsRepository(this.deps.db);
    const due = await repository.due(QUEUE_LIMIT);
    const names = await borrowerNames(this.deps.db, due.map((r) => r.userId));
    const accounts = new Map<number, RefundAccount | null>();
    for (const loanId of new Set(due.map((r) => r.loanId))) accounts.set(loanId, await repository.accountFor(loanId));
    return due.map((refund) => ({
      id: refund.paymentId,
      borrower: names.get(refund.userId) ?? { id: refund.userId, name: `Borrower ${refund.userId}` },
      loan: { id: refund.loanId, account_number: refund.accountNumber },
      amount: refund.amountMinor,
      payment: { id: refund.paymentId, amount: refund.paymentAmountMinor, received_on: refund.receivedOn },
      account: accountResource(accounts.get(refund.loanId) ?? null),
      due_since: refund.recordedAt,
    }));
  }

  /**
   * Marks a refund sent: under the borrower's lock, with its audit entry in the same transaction. A
   * second marking is a 409, and the unique index on the payment backs that when twenty race. The
   * borrower is told (bell and e-mail) after the commit, so only a refund truly marked is announced.
   */
  async markSent(actor: Actor, paymentId: number, input: { sentOn: string; reference: string }): Promise<RefundRecord> {
    const found = await new PaymentRefundsRepository(this.deps.db).byPayment(paymentId);
    if (!found) throw new NotFound(`There is no refund ${paymentId}.`);
    await this.deps.decisions.refuseOwnFile(actor, found.userId);
    const reference = input.reference.trim();
    try {
      return await this.deps.loans.lockedStep(found.userId, async (trx, _records, news) => {
        const repository = new PaymentRefundsRepository(trx);
        const refund = await repository.byPayment(paymentId);
        if (!refund) throw new NotFound(`There is no refund ${paymentId}.`);
        if (refund.sent) throw new Conflict(ALREADY_REFUNDED);
        if (await repository.reversed(paymentId)) throw new Conflict('The payment this refund came from was returned by the bank: there is nothing to send back.');
        refuseSentOn(input.sentOn, refund.receivedOn, this.deps.loans.today());
        const account = await repository.accountFor(refund.loanId);
        if (!account) throw new Conflict('The borrower has no bank account on file: ask them for one before sending the refund.');
        await repository.markSent({ paymentId, loanId: refund.loanId, amountMinor: refund.amountMinor, sentOn: input.sentOn, reference, account, recordedBy: actor.kind === 'staff' ? actor.id : null }, this.deps.clock.now());
        await appendAudit(
          trx,
          actor,
          {
            action: 'refund.sent',
            subjectType: 'loan_payment',
            subjectId: paymentId,
            borrowerId: refund.userId,
            before: { status: 'due', amount: refund.amountMinor },
            after: { status: 'sent', amount: refund.amountMinor, sent_on: input.sentOn, reference, account_last4: account.accountLast4 },
          },
          this.deps.clock.now(),
        );
        news.push({
          userId: refund.userId,
          type: NotificationType.RefundSent,
          data: { loan_id: refund.loanId, reference: refund.accountNumber, amount: refund.amountMinor, sent_on: input.sentOn, account_last4: account.accountLast4 },
        });
        return (await repository.byPayment(paymentId))!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(ALREADY_REFUNDED);
      throw error;
    }
  }
}

export function accountResource(account: RefundAccount | null): RefundDue['account'] {
  return account ? { account_holder: account.accountHolder, bank_name: account.bankName, account_last4: account.accountLast4 } : null;
}

/** 422 `sent_on` for a day that is not a date, is after today, or before the money it returns arrived. */
function refuseSentOn(sentOn: string, receivedOn: string, today: string): void {
  const refuse = (why: string) => {
    throw new ValidationFailed({ sent_on: [why] }, why);
  };
  if (!isCalendarDate(sentOn)) refuse('Enter a date like 2027-01-31.');
  if (sentOn > today) refuse('Mark a refund sent once the money has left: the date cannot be after today.');
  if (sentOn < receivedOn) refuse(`The refund cannot have been sent before the payment arrived on ${formatCalendarDate(receivedOn)}.`);
}
