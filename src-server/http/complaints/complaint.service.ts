import type { Kysely } from 'kysely';
import { complaintDeadlines, ukDateOf } from '../../../src-domain/complaints/complaint-dates';
import { acknowledgementLetter, finalResponseLetter, summaryResolutionLetter, type ComplaintLetter } from '../../../src-domain/complaints/complaint-letters';
import { complaintReference } from '../../../src-domain/complaints/complaint.entity';
import { KESTREL_COMPLAINT_WORDING, type ComplaintWording } from '../../../src-domain/complaints/complaint-wording';
import { ResolveComplaintDto } from '../../../src-domain/complaints/resolve-complaint.dto';
import type { BankHolidays } from '../../../src-domain/loans/working-days';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { Conflict, NotFound, ValidationFailed } from '../../../src-domain/shared/errors';
import { validateInput } from '../../../src-domain/shared/validation/validate-input';
import { ComplaintsRepository, type ComplaintRecord } from '../../db/complaints/complaints.repository';
import type { DatabaseSchema } from '../../db/database.types';
import { MessagesRepository } from '../../db/messages/messages.repository';
import { UsersRepository } from '../../db/users.repository';
import type { Clock } from '../../services/clock.port';
import type { Outbox } from '../../services/outbox/outbox.port';

export interface ComplaintServiceDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  bankHolidays: BankHolidays;
  notify: (userId: number, type: string, data: Record<string, unknown>) => Promise<void>;
  outbox: Outbox;
  appUrl: string;
  log: { error(details: object, message: string): void };
  /** The lender's words; Kestrel Credit's unless a lender brings its own. */
  wording?: ComplaintWording;
}

/** Who complained and through what. */
export interface ComplaintReceipt {
  userId: number | null;
  email: string;
  firstName: string | null;
  message: string;
  feedbackId: number | null;
}

/** The name the letters in a borrower's messages are signed with. */
const COMPLAINTS_TEAM = 'Complaints team';

/**
 * Complaints (issue 27.6; DISP 1.5, 1.6): recorded on receipt with the dates the rules set, acknowledged
 * at once by e-mail and in the borrower's messages, and resolved by the lender with a final response or
 * a summary resolution. The HTTP routes and the operator's commands both go through this one service.
 */
export class ComplaintService {
  readonly complaints: ComplaintsRepository;
  private readonly messages: MessagesRepository;
  private readonly wording: ComplaintWording;

  constructor(private readonly deps: ComplaintServiceDeps) {
    this.complaints = new ComplaintsRepository(deps.db);
    this.messages = new MessagesRepository(deps.db);
    this.wording = deps.wording ?? KESTREL_COMPLAINT_WORDING;
  }

  /** Records a complaint and sends the acknowledgement (DISP 1.6.1R) straight away. */
  async receive(receipt: ComplaintReceipt): Promise<ComplaintRecord> {
    const now = this.deps.clock.now();
    const deadlines = complaintDeadlines(ukDateOf(now), this.deps.bankHolidays);
    const created = await this.complaints.create({
      userId: receipt.userId,
      email: receipt.email,
      source: 'feedback',
      feedbackId: receipt.feedbackId,
      message: receipt.message,
      receivedAt: now.toISOString(),
      acknowledgeBy: deadlines.acknowledgeBy,
      summaryResolutionBy: deadlines.summaryResolutionBy,
      finalResponseBy: deadlines.finalResponseBy,
    });
    const letter = acknowledgementLetter(this.wording, complaintReference(created.id), deadlines);
    let threadId: number | null = null;
    if (created.userId !== null) {
      threadId = (await this.messages.startThread(created.userId, letter.subject, { author: 'lender', authorName: COMPLAINTS_TEAM, body: letter.body, documentIds: [] }, now)).threadId;
      await this.deps.notify(created.userId, NotificationType.SecureMessageReceived, { thread_id: threadId, subject: letter.subject, author_name: COMPLAINTS_TEAM });
    }
    await this.mail(created, receipt.firstName, letter, 'complaint-acknowledged');
    await this.complaints.markAcknowledged(created.id, now.toISOString(), threadId, letter.wordingVersion);
    return (await this.complaints.byId(created.id))!;
  }

  forUser(userId: number): Promise<ComplaintRecord[]> {
    return this.complaints.allOfUser(userId);
  }

  async oneOfUser(userId: number, id: number): Promise<ComplaintRecord> {
    const complaint = await this.complaints.ofUser(userId, id);
    if (!complaint) throw new NotFound();
    return complaint;
  }

  /** Open complaints for the lender, oldest first. */
  open(): Promise<ComplaintRecord[]> {
    return this.complaints.open();
  }

  async get(id: number): Promise<ComplaintRecord> {
    const complaint = await this.complaints.byId(id);
    if (!complaint) throw new NotFound(`There is no complaint ${id}.`);
    return complaint;
  }

  /**
   * Closes a complaint with a final response (DISP 1.6.2R) or, by the third business day, a summary
   * resolution communication (DISP 1.5.4R); the letter goes by e-mail and into the borrower's messages.
   */
  async resolve(id: number, input: ResolveComplaintDto, within?: (trx: Kysely<DatabaseSchema>) => Promise<void>): Promise<ComplaintRecord> {
    const decided = await validateInput(ResolveComplaintDto, input);
    const complaint = await this.get(id);
    if (complaint.state === 'resolved') throw new Conflict(`Complaint ${complaintReference(id)} is already resolved.`);
    const now = this.deps.clock.now();
    const today = ukDateOf(now);
    if (decided.resolution === 'summary_resolution' && today > complaint.summaryResolutionBy) {
      const message = `The third business day (${formatCalendarDate(complaint.summaryResolutionBy)}) has passed: send a final response instead.`;
      throw new ValidationFailed({ resolution: [message] }, message);
    }
    const deadlines = { receivedOn: ukDateOf(new Date(complaint.receivedAt)), acknowledgeBy: complaint.acknowledgeBy, summaryResolutionBy: complaint.summaryResolutionBy, finalResponseBy: complaint.finalResponseBy };
    const reference = complaintReference(id);
    const response = decided.response.trim();
    const letter =
      decided.resolution === 'summary_resolution'
        ? summaryResolutionLetter(this.wording, reference, deadlines, today, response)
        : finalResponseLetter(this.wording, reference, deadlines, decided.outcome, response);
    // The resolution, its letter in the borrower's messages and the caller's own record (its audit entry) commit together.
    const threadId = await this.deps.db.transaction().execute(async (trx) => {
      const resolved = await new ComplaintsRepository(trx).markResolved(id, { at: now.toISOString(), resolution: decided.resolution, outcome: decided.outcome, response, wordingVersion: letter.wordingVersion });
      if (!resolved) throw new Conflict(`Complaint ${reference} is already resolved.`);
      const thread = complaint.userId === null ? null : await this.intoMessages(new MessagesRepository(trx), complaint.userId, complaint.threadId, letter, now);
      await within?.(trx);
      return thread;
    });
    if (complaint.userId !== null && threadId !== null) {
      await this.deps.notify(complaint.userId, NotificationType.SecureMessageReceived, { thread_id: threadId, subject: letter.subject, author_name: COMPLAINTS_TEAM });
    }
    await this.mail(complaint, null, letter, decided.resolution === 'summary_resolution' ? 'complaint-summary-resolution' : 'complaint-final-response');
    return (await this.complaints.byId(id))!;
  }

  /** The letter into the borrower's conversation about the complaint (a new one when it is gone); the thread's id. */
  private async intoMessages(messages: MessagesRepository, userId: number, threadId: number | null, letter: ComplaintLetter, now: Date): Promise<number> {
    const thread = threadId === null ? undefined : await messages.threadById(threadId);
    if (thread) {
      await messages.addMessage({ threadId: thread.id, author: 'lender', authorName: COMPLAINTS_TEAM, body: letter.body, documentIds: [] }, now);
      return thread.id;
    }
    return (await messages.startThread(userId, letter.subject, { author: 'lender', authorName: COMPLAINTS_TEAM, body: letter.body, documentIds: [] }, now)).threadId;
  }

  /** The letter by e-mail; a mail server being down must not undo what is recorded, so it is logged. */
  private async mail(complaint: ComplaintRecord, firstName: string | null, letter: ComplaintLetter, purpose: string): Promise<void> {
    const name = firstName ?? (complaint.userId === null ? null : ((await new UsersRepository(this.deps.db).findById(complaint.userId))?.firstName ?? null));
    const where = complaint.userId === null ? '' : `\n\nYou can follow your complaint in your messages: ${this.deps.appUrl}/dashboard/messages`;
    try {
      await this.deps.outbox.send({
        channel: 'mail',
        to: complaint.email,
        subject: letter.subject,
        text: `Hello${name ? ` ${name}` : ''},\n\n${letter.body}${where}\n\n${this.wording.lenderName}`,
        purpose,
      });
    } catch (error) {
      this.deps.log.error({ err: error, complaintId: complaint.id }, 'complaint e-mail not sent');
    }
  }
}
