import type { Kysely } from 'kysely';
import { can, type StaffPermission, type StaffRole } from '../../../src-domain/back-office/staff-role';
import type { ComplaintOutcome } from '../../../src-domain/complaints/complaint.entity';
import { complaintReference } from '../../../src-domain/complaints/complaint.entity';
import type { SettlementQuote } from '../../../src-domain/loans/settlement';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../../src-domain/shared/errors';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { formatCalendarDate, isCalendarDate } from '../../../src-domain/shared/calendar-date';
import { RequestApprovalsRepository } from '../../db/back-office/request-approvals.repository';
import { LoanPaymentsRepository } from '../../db/loans/loan-payments.repository';
import type { DatabaseSchema } from '../../db/database.types';
import { LoanOffersRepository } from '../../db/agreements/loan-offers.repository';
import { LoansRepository } from '../../db/loans/loans.repository';
import { DocumentsRepository, PHOTO_IDENTITY, type DocumentRecord } from '../../db/documents/documents.repository';
import type { ComplaintRecord } from '../../db/complaints/complaints.repository';
import type { MessageRecord, ThreadRecord } from '../../db/messages/messages.repository';
import { UsersRepository, type UserRecord } from '../../db/users.repository';
import { appendAudit, type Actor, type AuditEntryInput, type StaffActor } from '../../services/audit/audit-trail';
import type { Clock } from '../../services/clock.port';
import { ReviewRefused, type DocumentReviewService } from '../../services/document-review.service';
import type { ComplaintService } from '../complaints/complaint.service';
import { balanceOf, OFFER_REASON, requestReference, type LoanService } from '../loans/loan.service';
import type { MessageService } from '../messages/message.service';

export interface DecisionsDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  loans: LoanService;
  documentReviews: DocumentReviewService;
  messages: MessageService;
  complaints: ComplaintService;
  /** A request for more than this (minor units) needs two approvals by two people (config.backOffice). */
  fourEyesAboveMinor: number;
}

/** What an approval did: made the offer, or recorded the first of two approvals. */
export type ApprovalOutcome = { status: 'offered'; offerId: number } | { status: 'first_approval'; approvalsNeeded: 1 };

/** The answer to a staff member acting on a file that is their own (ADR 0042). */
export const OWN_FILE_MESSAGE = 'You cannot act on your own file: ask a colleague to do it.';

/** The team a staff member signs a reply with, after their name. */
const TEAM_OF: Readonly<Record<StaffRole, string>> = {
  underwriter: 'Underwriting',
  servicing: 'Customer care',
  admin: 'Kestrel Credit',
};

/**
 * The lender's actions as a person takes them, through either door (the back office's routes and the
 * `lender` command): four eyes on large requests, nobody acting on their own file, and one audit entry
 * per action written in the action's own transaction (ADR 0041, 0042). The rules of each action stay
 * in its service; this adds who may take it and the record of who did.
 */
export class DecisionsService {
  private readonly users: UsersRepository;

  constructor(private readonly deps: DecisionsDeps) {
    this.users = new UsersRepository(deps.db);
  }

  /**
   * Approves a request. Above the four-eyes threshold the first approval is recorded under the
   * borrower's lock and the request waits; the second, by someone else, makes the offer. The shell
   * alone is never a second person: the operator must name who approves (`--as`). The note is kept on
   * the file (the audit entry); the borrower reads `borrowerReason`, or the standard words of an offer.
   */
  async approve(actor: Actor, requestId: number, words: { note: string | null; borrowerReason?: string }): Promise<ApprovalOutcome> {
    const request = await this.deps.loans.loans.requestById(requestId);
    if (!request) throw new NotFound(`There is no loan request ${requestId}.`);
    await this.refuseOwnFile(actor, request.user_id);
    const note = words.note;
    const reason = words.borrowerReason ?? OFFER_REASON;
    const needsTwo = request.amount > this.deps.fourEyesAboveMinor;
    if (!needsTwo) {
      const offerId = await this.deps.loans.approve(requestId, reason, async (trx) =>
        this.audit(trx, actor, { action: 'request.approve', subjectType: 'loan_request', subjectId: requestId, borrowerId: request.user_id, before: { status: request.status }, after: { status: 'approved', offer_id: await offerOf(trx, requestId) }, detail: note }),
      );
      return { status: 'offered', offerId };
    }
    if (actor.kind !== 'staff') {
      throw new Conflict(`${requestReference(requestId)} is for more than the four-eyes limit: two people approve it. Name who approves with --as <staff e-mail>.`);
    }
    const first = await this.deps.loans.lockedStep(request.user_id, async (trx, records) => {
      const current = await records.loans.requestById(requestId);
      if (!current || !['pending', 'in_review'].includes(current.status)) throw new Conflict(`Request ${requestReference(requestId)} is not waiting for a decision.`);
      const approvals = await new RequestApprovalsRepository(trx).of(requestId);
      if (approvals.some((a) => a.staffId === actor.id)) throw new Conflict(`You have approved ${requestReference(requestId)} already: a second person must approve it.`);
      if (approvals.length > 0) return false;
      await new RequestApprovalsRepository(trx).record(requestId, actor.id, note, this.deps.clock.now());
      await this.audit(trx, actor, { action: 'request.first_approval', subjectType: 'loan_request', subjectId: requestId, borrowerId: request.user_id, before: { status: current.status, approvals: 0 }, after: { status: current.status, approvals: 1 }, detail: note });
      return true;
    });
    if (first) return { status: 'first_approval', approvalsNeeded: 1 };
    // The second approval: the offer and its entry in one transaction, under the lock, which reads the request again.
    const offerId = await this.deps.loans.approve(requestId, reason, async (trx) => {
      const approvals = await new RequestApprovalsRepository(trx).of(requestId);
      if (approvals.some((a) => a.staffId === actor.id) || approvals.length === 0) throw new Conflict(`Request ${requestReference(requestId)} needs an approval by someone else first.`);
      await this.audit(trx, actor, {
        action: 'request.approve',
        subjectType: 'loan_request',
        subjectId: requestId,
        borrowerId: request.user_id,
        before: { status: request.status, approvals: approvals.length },
        after: { status: 'approved', offer_id: await offerOf(trx, requestId), approvals: approvals.length + 1 },
        detail: note,
      });
    });
    return { status: 'offered', offerId };
  }

  async decline(actor: Actor, requestId: number, reason: string): Promise<void> {
    const request = await this.deps.loans.loans.requestById(requestId);
    if (!request) throw new NotFound(`There is no loan request ${requestId}.`);
    await this.refuseOwnFile(actor, request.user_id);
    const text = reason.trim();
    await this.deps.loans.decline(requestId, text, (trx) =>
      this.audit(trx, actor, { action: 'request.decline', subjectType: 'loan_request', subjectId: requestId, borrowerId: request.user_id, before: { status: request.status }, after: { status: 'declined', reason: text } }),
    );
  }

  /** Approves or rejects a pending document; `identityConfirmed` on an approved photo ID confirms it afterwards. */
  async reviewDocument(actor: Actor, documentId: number, decision: 'approved' | 'rejected', reason: string | null, identityConfirmed = false): Promise<DocumentRecord> {
    const document = await new DocumentsRepository(this.deps.db).find(documentId, this.deps.clock.now());
    if (!document) throw new NotFound(`There is no document ${documentId}.`);
    await this.refuseOwnFile(actor, document.userId);
    if (identityConfirmed && document.oneOf !== PHOTO_IDENTITY) {
      const why = `Document ${documentId} is a ${document.typeName.toLowerCase()}, not a photo identity document (passport, driving licence or national identity card): there is no identity to confirm on it.`;
      throw new ValidationFailed({ identity_confirmed: [why] }, why);
    }
    const action = decision === 'approved' ? 'document.approve' : 'document.reject';
    // A photo ID approved earlier without the check has its identity confirmed now.
    const confirmingLater = decision === 'approved' && identityConfirmed && document.status === 'approved';
    const entry = (trx: Kysely<DatabaseSchema>) =>
      this.audit(trx, actor, {
        action,
        subjectType: 'document',
        subjectId: documentId,
        borrowerId: document.userId,
        before: { status: document.status, identity_confirmed: document.identityConfirmedAt !== null },
        after: { status: decision, reason: decision === 'rejected' ? reason?.trim() ?? null : null, identity_confirmed: identityConfirmed || document.identityConfirmedAt !== null },
        detail: confirmingLater ? 'identity confirmed after approval' : null,
      });
    try {
      if (confirmingLater) return await this.deps.documentReviews.confirmIdentity(documentId, entry);
      return await this.deps.documentReviews.review(documentId, decision, reason, { identityConfirmed }, entry);
    } catch (error) {
      if (error instanceof ReviewRefused) throw new Conflict(error.message);
      throw error;
    }
  }

  /** Answers a conversation, signed with the staff member's name and team (the shell signs as `from` says). */
  async reply(actor: Actor, threadId: number, message: string, from: string | null = null): Promise<MessageRecord> {
    const thread = await this.threadFor(actor, threadId);
    const signature = actor.kind === 'staff' ? `${actor.name}, ${TEAM_OF[actor.role]}` : from;
    return this.deps.messages.lenderReply(threadId, message, signature, async (trx) => {
      // The reply was the thread's last message written in this transaction.
      const reply = await trx.selectFrom('messages').select('id').where('thread_id', '=', threadId).orderBy('id', 'desc').executeTakeFirstOrThrow();
      await this.audit(trx, actor, { action: 'conversation.reply', subjectType: 'conversation', subjectId: threadId, borrowerId: thread.userId, before: { status: thread.status }, after: { message_id: reply.id, author_name: signature } });
    });
  }

  async closeConversation(actor: Actor, threadId: number): Promise<ThreadRecord> {
    const thread = await this.threadFor(actor, threadId);
    return this.deps.messages.close(threadId, (trx) =>
      this.audit(trx, actor, { action: 'conversation.close', subjectType: 'conversation', subjectId: threadId, borrowerId: thread.userId, before: { status: thread.status }, after: { status: 'closed' } }),
    );
  }

  /**
   * Records money a loan received (both doors: `lender pay` and the back office's "Record payment"):
   * as of the day it arrived, today when not given, and, when it is for the borrower's confirmed part
   * payment, with their choice. Every refusal is a 422 by field, checked before anything is written;
   * RepaymentService checks the same again under the lock.
   */
  async recordPayment(actor: Actor, loanId: number, amountMinor: number, options: { receivedOn?: string; partPaymentId?: number } = {}): Promise<{ appliedMinor: number; balanceMinor: number; status: string }> {
    const loan = await this.loanFor(actor, loanId);
    const receivedOn = options.receivedOn ?? this.deps.loans.today();
    refuseReceivedOn(receivedOn, loan.start_date, this.deps.loans.today());
    if (options.partPaymentId !== undefined) await this.refusePartPayment(loanId, options.partPaymentId, amountMinor);
    // The principal owed on the interest ledger, the balance the payment's answer gives (ADR 0044).
    const balanceBefore = await this.deps.loans.repayments.principalOwedMinor(this.deps.loans.repayments.db, loanId);
    return this.deps.loans.recordPayment(loanId, amountMinor, async (trx) => {
      const after = await new LoansRepository(trx).loanById(loanId);
      const balance = await this.deps.loans.repayments.principalOwedMinor(trx, loanId);
      await this.audit(trx, actor, {
        action: 'payment.record',
        subjectType: 'loan',
        subjectId: loanId,
        borrowerId: loan.user_id,
        before: { status: loan.status, balance: balanceBefore },
        after: { status: after?.status, amount: amountMinor, balance, received_on: receivedOn, part_payment_id: options.partPaymentId ?? null },
      });
    }, { receivedOn, partPaymentId: options.partPaymentId, recordedBy: actor.kind === 'staff' ? actor.id : null });
  }

  /** 422 `part_payment_id` unless the loan has that part payment pending; 422 `amount` unless the money is its confirmed amount. */
  private async refusePartPayment(loanId: number, partPaymentId: number, amountMinor: number): Promise<void> {
    const pending = await new LoanPaymentsRepository(this.deps.db).partPaymentOfLoan(loanId, partPaymentId);
    if (!pending || pending.status !== 'pending') {
      const why = `Loan ${loanId} has no pending part payment ${partPaymentId}.`;
      throw new ValidationFailed({ part_payment_id: [why] }, why);
    }
    if (pending.amount !== amountMinor) {
      const why = `Part payment ${partPaymentId} was confirmed for ${amountMinor < pending.amount ? 'more' : 'less'} than this: record ${formatMoney(pending.amount)}, or record the money as an instalment payment.`;
      throw new ValidationFailed({ amount: [why] }, why);
    }
  }

  async settle(actor: Actor, loanId: number, asOf: string): Promise<SettlementQuote> {
    const loan = await this.loanFor(actor, loanId);
    const balanceBefore = balanceOf(await this.deps.loans.loans.instalmentsOf([loanId]));
    return this.deps.loans.settle(loanId, asOf, (trx) =>
      this.audit(trx, actor, { action: 'loan.settle', subjectType: 'loan', subjectId: loanId, borrowerId: loan.user_id, before: { status: loan.status, balance: balanceBefore }, after: { status: 'settled', as_of: asOf } }),
    );
  }

  async resolveComplaint(actor: Actor, complaintId: number, input: { outcome: ComplaintOutcome; response: string; summary: boolean }): Promise<ComplaintRecord> {
    const complaint = await this.deps.complaints.complaints.byId(complaintId);
    if (!complaint) throw new NotFound(`There is no complaint ${complaintId}.`);
    if (actor.kind === 'staff') {
      const staff = await this.staffRecord(actor);
      const own = complaint.email.toLowerCase() === staff.email.toLowerCase() || (complaint.userId !== null && isSamePerson(staff, await this.users.findById(complaint.userId)));
      if (own) throw ownFile();
    }
    const resolution = input.summary ? 'summary_resolution' : 'final_response';
    return this.deps.complaints.resolve(complaintId, { outcome: input.outcome, resolution, response: input.response }, (trx) =>
      this.audit(trx, actor, {
        action: 'complaint.resolve',
        subjectType: 'complaint',
        subjectId: complaintId,
        borrowerId: complaint.userId,
        before: { state: complaint.state },
        after: { state: 'resolved', resolution, outcome: input.outcome },
        detail: complaintReference(complaintId),
      }),
    );
  }

  /**
   * The staff member the operator names with `--as`: an active staff account whose role may take the
   * action. The entry records them, acting from the server's shell.
   */
  async staffNamed(email: string, permission: StaffPermission): Promise<StaffActor> {
    const user = await this.users.findByEmail(email);
    if (!user || user.role !== 'staff' || !user.staffRole) throw new ValidationFailed({ as: [`There is no staff member ${email}.`] }, `There is no staff member ${email}.`);
    if (user.disabledAt) throw new ValidationFailed({ as: [`${email}'s account is disabled.`] }, `${email}'s account is disabled.`);
    if (!can(user.staffRole, permission)) throw new ValidationFailed({ as: [`${email} is ${user.staffRole}: that role may not do this.`] }, `${email} is ${user.staffRole}: that role may not do this.`);
    return { kind: 'staff', id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), role: user.staffRole, ip: '', userAgent: 'lender command' };
  }

  private async threadFor(actor: Actor, threadId: number): Promise<ThreadRecord> {
    const thread = await this.deps.messages.messages.threadById(threadId);
    if (!thread) throw new NotFound(`There is no conversation ${threadId}.`);
    await this.refuseOwnFile(actor, thread.userId);
    return thread;
  }

  private async loanFor(actor: Actor, loanId: number) {
    const loan = await this.deps.loans.loans.loanById(loanId);
    if (!loan) throw new NotFound(`There is no loan ${loanId}.`);
    await this.refuseOwnFile(actor, loan.user_id);
    return loan;
  }

  /** 403 own_file when the staff member is the borrower: same account, e-mail (any case) or phone number. */
  async refuseOwnFile(actor: Actor, borrowerId: number): Promise<void> {
    if (actor.kind !== 'staff') return;
    if (actor.id === borrowerId) throw ownFile();
    if (isSamePerson(await this.staffRecord(actor), await this.users.findById(borrowerId))) throw ownFile();
  }

  private async staffRecord(actor: StaffActor): Promise<UserRecord> {
    const staff = await this.users.findById(actor.id);
    if (!staff) throw new NotFound();
    return staff;
  }

  private audit(trx: Kysely<DatabaseSchema>, actor: Actor, entry: AuditEntryInput): Promise<void> {
    return appendAudit(trx, actor, entry, this.deps.clock.now());
  }
}

/** The offer the approval just made, read in its transaction. */
async function offerOf(trx: Kysely<DatabaseSchema>, requestId: number): Promise<number | null> {
  return (await new LoanOffersRepository(trx).byRequest(requestId))?.id ?? null;
}

function isSamePerson(staff: UserRecord, borrower: UserRecord | null): boolean {
  if (!borrower) return false;
  if (staff.id === borrower.id || staff.email.toLowerCase() === borrower.email.toLowerCase()) return true;
  const phone = (value: string) => value.replace(/[\s()-]/g, '');
  return phone(staff.phone) !== '' && phone(staff.phone) === phone(borrower.phone);
}

/** 422 `date` for a day that is not a date, is after today (money is recorded once it has arrived) or before the loan was paid out. */
function refuseReceivedOn(receivedOn: string, paidOutOn: string, today: string): void {
  const refuse = (why: string) => {
    throw new ValidationFailed({ date: [why] }, why);
  };
  if (!isCalendarDate(receivedOn)) refuse('Enter a date like 2027-01-31.');
  if (receivedOn > today) refuse('Record money once it has arrived: the date cannot be after today.');
  if (receivedOn < paidOutOn) refuse(`The money cannot have arrived before the loan was paid out on ${formatCalendarDate(paidOutOn)}.`);
}

function ownFile(): Forbidden {
  return new Forbidden(OWN_FILE_MESSAGE, 403, 'own_file');
}
