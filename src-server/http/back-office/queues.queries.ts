import type { Kysely } from 'kysely';
import { complaintReference } from '../../../src-domain/complaints/complaint.entity';
import { ukDateOf } from '../../../src-domain/complaints/complaint-dates';
import type { AffordabilityPolicy } from '../../../src-domain/loans/eligibility';
import { statementFigures } from '../../../src-domain/letters/letter-figures';
import { previewOf } from '../../../src-domain/messages/message.entity';
import { ComplaintsRepository, type ComplaintRecord } from '../../db/complaints/complaints.repository';
import type { DatabaseSchema } from '../../db/database.types';
import { fixedLimit } from '../../db/fixed-limit';
import { DocumentsRepository } from '../../db/documents/documents.repository';
import { MessagesRepository } from '../../db/messages/messages.repository';
import { PaymentRefundsRepository } from '../../db/loans/payment-refunds.repository';
import type { ProductsRepository } from '../../db/products/products.repository';
import type { Clock } from '../../services/clock.port';
import { scheduleSnapshot } from '../letters/letter-facts';
import { requestReference, type LoanService } from '../loans/loan.service';
import { requestAffordability } from './affordability.figures';
import { approvalsNeeded, approvalsOf, toApprovalResource } from './request-approvals.query';
import { borrowerNames, type BorrowerName } from './borrower-names.query';

/** How many items each queue shows at most: a team works them from the top, oldest first. */
export const QUEUE_LIMIT = 200;

/** The queues' sizes, as the navigation and the `QueuesChanged` event carry them. */
export interface QueueCounts {
  requests: number;
  documents: number;
  conversations: number;
  complaints: number;
  arrears: number;
  /** Payments' refund parts nobody has sent back yet (ADR 0048). */
  refunds: number;
}

export interface BackOfficeQueuesDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  loans: LoanService;
  products: ProductsRepository;
  affordability: AffordabilityPolicy;
  fourEyesAboveMinor: number;
}

/** Requests a person still has to decide (the same statuses as the `lender requests` queue). */
const AWAITING_DECISION = ['submitted', 'in_review'] as const;

/**
 * The back office's queues (docs/design/back-office.md §4), read from the same repositories the
 * `lender` command lists them with. Every list is oldest first; every sum is in minor units.
 */
export class BackOfficeQueues {
  private readonly documents: DocumentsRepository;
  private readonly messages: MessagesRepository;
  private readonly complaintsRepository: ComplaintsRepository;

  constructor(private readonly deps: BackOfficeQueuesDeps) {
    this.documents = new DocumentsRepository(deps.db);
    this.messages = new MessagesRepository(deps.db);
    this.complaintsRepository = new ComplaintsRepository(deps.db);
  }

  /** Each queue's size, counted in the database (so every instance agrees). */
  async counts(): Promise<QueueCounts> {
    const { db } = this.deps;
    const count = (row: { count: string | number | bigint } | undefined) => Number(row?.count ?? 0);
    const day = this.deps.loans.servicingDay();
    const [requests, documents, conversations, complaints, arrears, refunds] = await Promise.all([
      db.selectFrom('loan_requests').where('status', 'in', [...AWAITING_DECISION]).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
      this.documents.page(null, { status: 'pending' }, 1, 1, this.deps.clock.now()).then((page) => ({ count: page.total })),
      db
        .selectFrom('message_threads')
        .where('status', '=', 'open')
        // Owed an answer: the conversation's newest message is the borrower's (as MessagesRepository.allThreads reads it).
        .where((eb) => eb(eb.selectFrom('messages').select('messages.author').whereRef('messages.thread_id', '=', 'message_threads.id').orderBy('messages.id', 'desc').limit(fixedLimit(1)), '=', 'borrower'))
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirst(),
      db.selectFrom('complaints').where('state', '!=', 'resolved').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
      db
        .selectFrom('amortizations')
        .innerJoin('loans', 'loans.id', 'amortizations.loan_id')
        .where('loans.status', '=', 'active')
        .where('amortizations.due_date', '<', day.lateBefore)
        .whereRef('amortizations.paid_amount', '<', (eb) => eb('amortizations.payment', '+', eb.ref('amortizations.fee')))
        .select((eb) => eb.fn.count<number>('amortizations.loan_id').distinct().as('count'))
        .executeTakeFirst(),
      new PaymentRefundsRepository(db).countDue(),
    ]);
    return { requests: count(requests), documents: count(documents), conversations: count(conversations), complaints: count(complaints), arrears: count(arrears), refunds };
  }

  /** Loan requests awaiting a decision, oldest first, each with the affordability figures the rules work from and its approvals. */
  async requests() {
    const open = (await this.deps.loans.loans.openRequests()).slice(0, QUEUE_LIMIT);
    const products = new Map((await this.deps.products.all()).map((stored) => [stored.id, stored]));
    const [names, approvals] = await Promise.all([borrowerNames(this.deps.db, open.map((r) => r.user_id)), approvalsOf(this.deps.db, open.map((r) => r.id))]);
    return Promise.all(
      open.map(async (request) => {
        const stored = products.get(request.product_id);
        const given = approvals.get(request.id) ?? [];
        return {
          id: request.id,
          reference: requestReference(request.id),
          borrower: names.get(request.user_id) ?? unknownBorrower(request.user_id),
          product: stored ? { alias: stored.product.alias, name: stored.product.name } : null,
          amount: request.amount,
          term: request.term,
          status: request.status,
          created_at: String(request.created_at),
          affordability: stored ? await requestAffordability(this.deps.db, this.deps.affordability, request, stored.product) : null,
          approvals: given.map(toApprovalResource),
          approvals_needed: approvalsNeeded(request.amount, given.length, this.deps.fourEyesAboveMinor),
        };
      }),
    );
  }

  /** Documents awaiting review, oldest first. */
  async pendingDocuments() {
    const { items } = await this.documents.page(null, { status: 'pending', oldestFirst: true }, 1, QUEUE_LIMIT, this.deps.clock.now());
    const names = await borrowerNames(this.deps.db, items.map((d) => d.userId));
    return items.map((document) => ({
      id: document.id,
      borrower: names.get(document.userId) ?? unknownBorrower(document.userId),
      type: document.typeSlug,
      type_name: document.typeName,
      side: document.side,
      file_name: document.fileName,
      mime: document.mime,
      size: document.size,
      expires_on: document.expiresOn,
      uploaded_at: document.createdAt,
      one_of: document.oneOf,
    }));
  }

  /** Conversations whose newest message is the borrower's, the longest waiting first. */
  async conversations() {
    const waiting = await this.messages.allThreads(QUEUE_LIMIT, { waiting: true, oldestFirst: true });
    const names = await borrowerNames(this.deps.db, waiting.map((t) => t.userId));
    return waiting.map((thread) => ({
      id: thread.id,
      borrower: names.get(thread.userId) ?? unknownBorrower(thread.userId),
      subject: thread.subject,
      status: thread.status,
      message_count: thread.messageCount,
      preview: previewOf(thread.lastBody),
      waiting_since: thread.lastMessageAt,
      created_at: thread.createdAt,
    }));
  }

  /** Open complaints, oldest first, with the dates the complaint rules set and what is overdue today. */
  async complaints() {
    const open = await this.complaintsRepository.open(QUEUE_LIMIT);
    const names = await borrowerNames(this.deps.db, open.flatMap((c) => (c.userId === null ? [] : [c.userId])));
    const today = ukDateOf(this.deps.clock.now());
    return open.map((complaint) => ({
      id: complaint.id,
      reference: complaintReference(complaint.id),
      borrower: complaint.userId === null ? null : (names.get(complaint.userId) ?? unknownBorrower(complaint.userId)),
      email: complaint.email,
      state: complaint.state,
      message: complaint.message,
      received_at: complaint.receivedAt,
      acknowledged_at: complaint.acknowledgedAt,
      acknowledge_by: complaint.acknowledgeBy,
      summary_resolution_by: complaint.summaryResolutionBy,
      final_response_by: complaint.finalResponseBy,
      overdue: overdueOf(complaint, today),
      thread_id: complaint.threadId,
    }));
  }

  /** Active loans with instalments late and unpaid, the longest in arrears first. */
  async arrears() {
    const day = this.deps.loans.servicingDay();
    const late = await this.deps.db
      .selectFrom('amortizations')
      .innerJoin('loans', 'loans.id', 'amortizations.loan_id')
      .where('loans.status', '=', 'active')
      .where('amortizations.due_date', '<', day.lateBefore)
      .whereRef('amortizations.paid_amount', '<', (eb) => eb('amortizations.payment', '+', eb.ref('amortizations.fee')))
      .select(['loans.id as loan_id', 'loans.user_id', 'loans.account_number'])
      .select((eb) => eb.fn.min('amortizations.due_date').as('oldest'))
      .groupBy(['loans.id', 'loans.user_id', 'loans.account_number'])
      .orderBy('oldest')
      .orderBy('loans.id')
      .limit(fixedLimit(QUEUE_LIMIT))
      .execute();
    const [names, schedules] = await Promise.all([
      borrowerNames(this.deps.db, late.map((l) => Number(l.user_id))),
      this.deps.loans.loans.instalmentsOf(late.map((l) => Number(l.loan_id))),
    ]);
    return late.map((loan) => {
      const loanId = Number(loan.loan_id);
      // The statement's own arithmetic on the servicing day's cut-off: late means before `lateBefore`.
      const figures = statementFigures(scheduleSnapshot(schedules.filter((row) => row.loan_id === loanId)), day.lateBefore);
      const missed = figures.rows.filter((row) => row.status === 'in-arrears');
      return {
        loan_id: loanId,
        account_number: loan.account_number,
        borrower: names.get(Number(loan.user_id)) ?? unknownBorrower(Number(loan.user_id)),
        missed_count: missed.length,
        arrears_amount: figures.arrearsMinor,
        oldest_missed_due_date: missed[0]?.dueDate ?? String(loan.oldest),
      };
    });
  }
}

/** A borrower whose account was removed since: named by id so the row still makes sense. */
function unknownBorrower(id: number): BorrowerName {
  return { id, name: `Borrower ${id}` };
}

/** What is late today: the final response first, then an acknowledgement never sent (as `lender complaints` says it). */
export function overdueOf(complaint: ComplaintRecord, today: string): 'final_response' | 'acknowledgement' | null {
  if (complaint.state === 'resolved') return null;
  if (complaint.finalResponseBy < today) return 'final_response';
  if (complaint.state === 'received' && complaint.acknowledgeBy < today) return 'acknowledgement';
  return null;
}
