import type { Kysely } from 'kysely';
import type { OfferLock } from '../../../src-domain/agreements/signing-rules';
import { NAME_MISMATCH_MESSAGE, nameMatchesProfile, offerLocks } from '../../../src-domain/agreements/signing-rules';
import type { SignOfferDto } from '../../../src-domain/agreements/sign-offer.dto';
import type { LoanQuote } from '../../../src-domain/loans/quote';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { Conflict, NotFound, ValidationFailed } from '../../../src-domain/shared/errors';
import { LoanOffersRepository, type OfferRecord } from '../../db/agreements/loan-offers.repository';
import { SignedAgreementsRepository, type SigningRecord } from '../../db/agreements/signed-agreements.repository';
import type { DatabaseSchema } from '../../db/database.types';
import { inTransaction } from '../../db/borrower-lock';
import { IssuedDocumentsRepository } from '../../db/issued-documents/issued-documents.repository';
import { DocumentsRepository } from '../../db/documents/documents.repository';
import { UserDetailsRepository } from '../../db/profile/user-details.repository';
import { UsersRepository, type UserRecord } from '../../db/users.repository';
import type { CodeCheck, OneTimeCodeService } from '../../services/account-security/one-time-code.service';
import type { Clock } from '../../services/clock.port';
import type { OfferDocumentKind } from '../../services/documents/lender-documents';
import type { Outbox } from '../../services/outbox/outbox.port';
import { codeRefused } from '../account-security/code-errors';
import { HttpError } from '../http-error';
import { requestReference, type LoanService } from '../loans/loan.service';
import { LENDER_SIGNATORY, type IssuedPaper, type OfferPaperwork, sha256Of } from './offer-paperwork';
import { maskPhone } from './phone-mask';
import type { SigningMandates } from '../direct-debit/direct-debit.service';
import { KESTREL_CREDIT_DOCUMENTS } from '../../brand/kestrel-credit/documents';

/** The code purpose of a signature, and its subject: one live code per offer. */
const SIGNING = 'agreement-signing';
const subjectOf = (offerId: number) => `offer:${offerId}`;

export const AGREEMENT_CHANGED_MESSAGE = 'The agreement has changed since you opened it (its figures are worked out for today). Please read it again before you sign.';
export const DOCUMENT_UNAVAILABLE_MESSAGE = 'We cannot show this document right now. We have been alerted.';

export interface AgreementServiceDeps {
  db: Kysely<DatabaseSchema>;
  loans: LoanService;
  clock: Clock;
  paperwork: OfferPaperwork;
  /** The one-time codes on a database handle: the shared one, or the signing transaction's. */
  codesOn: (db: Kysely<DatabaseSchema>) => OneTimeCodeService;
  /** Where the signing code's SMS goes. */
  outbox: Outbox;
  /** Minutes a signing code lives, for the SMS's words. */
  codeTtlMinutes: number;
  /** Direct Debit: no signature without a mandate in force, and the mandate becomes the loan's (issue 26); none for a transfer brand. */
  mandates?: SigningMandates;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
}

/** An offer as the borrower's page reads it: the record, today's figures, what stands in the way and what to sign. */
export interface OfferState {
  offer: OfferRecord;
  quote: LoanQuote;
  locks: OfferLock[];
  phoneMasked: string | null;
  agreementSha256: string;
  signedAt: string | null;
}

/** How the borrower signed, as the request carried it. */
export interface SigningEvidence {
  ipAddress: string;
  userAgent: string;
}

/** What the signing transaction decided: a signature (new or already given) or a code refused, whose failed try must be kept. */
/** What a signature writes, prepared before the lock. */
interface PreparedSignature {
  shown: IssuedPaper;
  executed: IssuedPaper;
  phoneMasked: string;
}

type SigningOutcome = { kind: 'signed'; loanId: number; fresh: boolean } | { kind: 'code-refused'; check: Exclude<CodeCheck, 'ok'> };

/**
 * Offers and their signature (docs/design/agreements.md §1, §4): reading an offer with today's figures
 * and locks, the documents before signing, the SMS code, the signature that makes and pays out the
 * loan in one transaction under the borrower's lock (ADR 0026), declining, and the executed agreement.
 * Every id is looked up within its owner's records: another borrower's is a 404.
 */
export class AgreementService {
  private readonly offers: LoanOffersRepository;
  private readonly agreements: SignedAgreementsRepository;
  private readonly users: UsersRepository;

  constructor(private readonly deps: AgreementServiceDeps) {
    this.offers = new LoanOffersRepository(deps.db);
    this.agreements = new SignedAgreementsRepository(deps.db);
    this.users = new UsersRepository(deps.db);
  }

  /** GET /api/v1/offers/{id}: the offer with today's figures, its locks and the hash of today's agreement. */
  async offerOf(userId: number, id: number): Promise<OfferState> {
    return this.stateOn(this.deps.db, userId, await this.ownOffer(this.offers, userId, id));
  }

  /** The request's offer, in short, for the request resources. */
  offerSummaries(requestIds: number[]) {
    return this.offers.summariesOf(requestIds);
  }

  /**
   * One of the documents before signing, as blocks and as a PDF of the same content. Opening the
   * pre-contract information, either way, is recorded the first time (the sign step waits for it).
   */
  async document(userId: number, id: number, kind: OfferDocumentKind): Promise<IssuedPaper & { requestId: number }> {
    const offer = await this.ownOffer(this.offers, userId, id);
    const paper = await this.paperFor(this.deps.db, kind, offer);
    if (kind === 'pre-contract' && offer.precontractOpenedAt === null) await this.recordPrecontractIssued(offer, paper);
    return { ...paper, requestId: offer.requestId };
  }

  /**
   * The first opening of the pre-contract information: recorded on the offer, and the exact PDF
   * issued kept and appended to the issued-documents log in the same transaction (ADR 0037), so the
   * lender can prove what the borrower was given. A second opening meanwhile finds it recorded.
   */
  private async recordPrecontractIssued(offer: OfferRecord, paper: IssuedPaper): Promise<void> {
    const now = this.deps.clock.now();
    await inTransaction(this.deps.db, async (trx) => {
      if (!(await new LoanOffersRepository(trx).markPrecontractOpened(offer.id, paper.sha256, now))) return;
      const entry = { kind: 'pre-contract-information', userId: offer.userId, loanId: null, offerId: offer.id, templateVersion: paper.document.version, issuedAt: now };
      await new IssuedDocumentsRepository(trx).appendWithFile(entry, paper.pdf);
    });
  }

  /** POST /api/v1/offers/{id}/signing-code: texts a code to the verified mobile; 409 while a lock stands, 429 in the cooldown. */
  async sendSigningCode(userId: number, id: number): Promise<{ phoneMasked: string; expiresInSeconds: number; resendAfterSeconds: number }> {
    const state = await this.offerOf(userId, id);
    if (state.locks.length > 0) throw new Conflict(state.locks[0].message);
    // No code is texted for a signature that would be refused: the Direct Debit comes first (issue 26).
    await this.deps.mandates?.requireLive(this.deps.db, userId);
    const user = (await this.users.findById(userId))!;
    const issued = await this.deps.codesOn(this.deps.db).issueCode(SIGNING, subjectOf(id));
    const reference = requestReference(state.offer.requestId);
    this.deps.outbox
      .send({
        channel: 'sms',
        to: user.phone,
        subject: 'Loan agreement signing code',
        // The code first: phones offer it to the form, and a reader finds it before any reference number.
        text: `${issued.code} is your ${KESTREL_CREDIT_DOCUMENTS.particulars.tradingName} code to sign loan agreement ${reference}. It expires in ${this.deps.codeTtlMinutes} minutes. We will never ask you for it.`,
        purpose: SIGNING,
      })
      .catch((error: unknown) => this.deps.log.error({ err: error, purpose: SIGNING }, 'outbox delivery failed'));
    return { phoneMasked: maskPhone(user.phone), expiresInSeconds: issued.expiresInSeconds, resendAfterSeconds: issued.resendAfterSeconds };
  }

  /**
   * POST /api/v1/offers/{id}/sign: one transaction under the borrower's lock. A signed offer answers
   * its loan again (no code asked); otherwise every lock, the name, the agreement's hash and the code
   * are checked, then the signing record, the executed PDF, the loan with its pay-out and the offer
   * `signed` are written together. A wrong code is kept as a failed try (the transaction commits
   * with nothing else written) and answered 422 after.
   */
  async sign(userId: number, id: number, input: SignOfferDto, evidence: SigningEvidence): Promise<{ state: OfferState; loanId: number }> {
    // The executed PDF is rendered before the lock (a render takes a moment, and on SQLite the lock is every writer's).
    const now = this.deps.clock.now();
    const today = this.deps.loans.today();
    const draft = await this.ownOffer(this.offers, userId, id);
    // Whatever it refuses is refused again under the lock, after the locks, in the order a borrower is told.
    const prepared = draft.status === 'open' ? await this.prepareSignature(this.deps.db, draft, userId, input, now, today).catch(() => null) : null;
    const outcome = await this.deps.loans.lockedStep<SigningOutcome>(userId, async (trx, records, news) => {
      const offers = new LoanOffersRepository(trx);
      const offer = await this.ownOffer(offers, userId, id);
      if (offer.status === 'signed' && offer.loanId !== null) return { kind: 'signed', loanId: offer.loanId, fresh: false };

      const user = (await new UsersRepository(trx).findById(userId))!;
      const locks = await this.locksOn(trx, offer, user, now);
      if (locks.length > 0) throw new Conflict(locks[0].message);
      // Checked again on the transaction's reads: what was prepared stands only if nothing changed meanwhile.
      const signature = await this.prepareSignature(trx, offer, userId, input, now, today, prepared);

      const check = await this.deps.codesOn(trx).checkCode(SIGNING, subjectOf(id), input.code, user.email);
      if (check !== 'ok') return { kind: 'code-refused', check };
      // After the code, so a wrong one is still kept as a failed try; the code is not used up (this rolls back).
      await this.deps.mandates?.requireLive(trx, userId);

      const request = (await records.loans.requestById(offer.requestId))!;
      const loanId = await this.deps.loans.payOutLocked(records, news, request, offer.product, offer.productId, now);
      await this.deps.mandates?.attachToLoan(trx, userId, loanId);
      const { shown, executed, phoneMasked } = signature;
      const agreementId = await new SignedAgreementsRepository(trx).create({
        loanId,
        offerId: offer.id,
        userId,
        templateVersion: offer.templateVersion,
        signedAt: now,
        ipAddress: evidence.ipAddress,
        userAgent: evidence.userAgent.slice(0, 512),
        typedName: input.full_name.trim(),
        codeCheck: `sms-otp ok to ${phoneMasked}`,
        shownSha256: shown.sha256,
        lenderSignatory: LENDER_SIGNATORY,
        pdf: executed.pdf,
        pdfSha256: executed.sha256,
      });
      // Under the lock nothing else can have closed it; a false here would be a bug, and rolls all back.
      if (!(await offers.close(offer.id, 'signed', now, loanId))) throw new Conflict('This offer is no longer open.');
      // Last, so the chain's lock is held only until the commit just after (ADR 0037).
      await new IssuedDocumentsRepository(trx).append({
        kind: 'executed-agreement',
        userId,
        loanId,
        offerId: offer.id,
        templateVersion: executed.document.version,
        issuedAt: now,
        fileSha256: executed.sha256,
        storage: `signed_agreements:${agreementId}`,
      });
      return { kind: 'signed', loanId, fresh: true };
    });
    if (outcome.kind === 'code-refused') throw codeRefused('code', outcome.check);
    if (outcome.fresh) await this.deliverCopy(userId, outcome.loanId);
    return { state: await this.offerOf(userId, id), loanId: outcome.loanId };
  }

  /**
   * The signature's papers for `offer` as the borrower reads it through `db`: the name must match the
   * profile and the agreement shown must be today's (422 otherwise); then the executed PDF, rendered
   * for `now`. Given `earlier` papers of the same content, they are reused instead of rendered again.
   */
  private async prepareSignature(db: Kysely<DatabaseSchema>, offer: OfferRecord, userId: number, input: SignOfferDto, now: Date, today: string, earlier: PreparedSignature | null = null): Promise<PreparedSignature> {
    const [details, user, borrower] = await Promise.all([new UserDetailsRepository(db).ofUser(userId), new UsersRepository(db).findById(userId), this.deps.paperwork.borrowerOf(db, userId)]);
    if (!details || !borrower || !nameMatchesProfile(input.full_name, details)) throw new ValidationFailed({ full_name: [NAME_MISMATCH_MESSAGE] }, NAME_MISMATCH_MESSAGE);
    const quote = this.deps.loans.quote(offer.product, offer.amount, offer.term, today, offer.payDay);
    const shown = await this.deps.paperwork.issue('agreement', offer, quote, borrower, today);
    if (shown.sha256 !== input.agreement_sha256) throw new ValidationFailed({ agreement_sha256: [AGREEMENT_CHANGED_MESSAGE] }, AGREEMENT_CHANGED_MESSAGE);
    const phoneMasked = maskPhone(user!.phone);
    const signature = { borrowerName: input.full_name.trim(), signedAt: now, lenderSignatory: LENDER_SIGNATORY, lenderSignedAt: now, phoneMasked };
    const executed = await this.deps.paperwork.executed(offer, quote, borrower, today, signature, earlier?.executed);
    return { shown, executed, phoneMasked };
  }

  /** POST /api/v1/offers/{id}/decline: an open offer closed by the borrower (request `offer_declined`); never pays out. */
  async decline(userId: number, id: number): Promise<OfferState> {
    await this.ownOffer(this.offers, userId, id);
    await this.deps.loans.lockedStep(userId, async (trx, records) => {
      const offers = new LoanOffersRepository(trx);
      const offer = await this.ownOffer(offers, userId, id);
      const now = this.deps.clock.now();
      const closed = offerLocks({ status: offer.status, expiresAt: new Date(offer.expiresAt), now, identity: { verified: true, pending: false }, phoneVerified: true, preContractOpenedAt: now });
      if (closed.length > 0) throw new Conflict(closed[0].message);
      await offers.close(offer.id, 'declined', now);
      await records.loans.setRequestStatus(offer.requestId, 'offer_declined', 'You declined this offer.', now);
    });
    return this.offerOf(userId, id);
  }

  /** The signing record of the borrower's loan (the loan resource's `agreement`), or null for a loan made before signing existed. */
  agreementsOf(userId: number, loanIds: number[]): Promise<Map<number, SigningRecord>> {
    return this.agreements.ofLoans(userId, loanIds);
  }

  /**
   * GET /api/loan/{id}/agreement.pdf: the stored executed PDF, its SHA-256 checked against the one
   * recorded at signing on every read (a mismatch is refused with 503 and logged, never served).
   * The first download is when the borrower had their copy, unless the e-mail came first.
   */
  async agreementPdf(userId: number, loanId: number): Promise<{ pdf: Uint8Array; reference: string }> {
    const loan = await this.deps.loans.loanOf(userId, loanId);
    const stored = await this.agreements.pdfOf(userId, loanId);
    if (!stored) throw new NotFound();
    if (sha256Of(stored.pdf) !== stored.pdfSha256) {
      this.deps.log.error({ loanId, userId, recorded: stored.pdfSha256 }, 'stored agreement PDF does not match its recorded SHA-256');
      throw new HttpError(503, DOCUMENT_UNAVAILABLE_MESSAGE);
    }
    await this.agreements.markCopyReceived(loanId, this.deps.clock.now());
    return { pdf: stored.pdf, reference: requestReference(loan.request_id) };
  }

  /**
   * After a signature: "your signed agreement is ready" (notification and e-mail). The e-mail accepted
   * for delivery is the durable-medium copy (s.61A), so it sets `copy_received_at`.
   */
  private async deliverCopy(userId: number, loanId: number): Promise<void> {
    const record = (await this.agreements.ofLoan(userId, loanId))!;
    const loan = await this.deps.loans.loanOf(userId, loanId);
    try {
      const mailed = await this.deps.loans.tell(userId, NotificationType.AgreementReady, { loan_id: loanId, reference: loan.account_number, signed_at: record.signedAt });
      if (mailed) await this.agreements.markCopyReceived(loanId, this.deps.clock.now());
    } catch (error) {
      // The loan is made and paid; the copy stays on the loan's page, and its first download counts.
      this.deps.log.error({ err: error, loanId }, 'agreement-ready notice not sent');
    }
  }

  private async ownOffer(offers: LoanOffersRepository, userId: number, id: number): Promise<OfferRecord> {
    const offer = await offers.ofUser(userId, id);
    if (!offer) throw new NotFound();
    return offer;
  }

  private async stateOn(db: Kysely<DatabaseSchema>, userId: number, offer: OfferRecord): Promise<OfferState> {
    const now = this.deps.clock.now();
    const user = (await new UsersRepository(db).findById(userId))!;
    const [locks, agreement, signed] = await Promise.all([
      this.locksOn(db, offer, user, now),
      this.paperFor(db, 'agreement', offer),
      offer.status === 'signed' ? new SignedAgreementsRepository(db).ofOffer(offer.id) : Promise.resolve(null),
    ]);
    return {
      offer,
      quote: this.deps.loans.quote(offer.product, offer.amount, offer.term, this.deps.loans.today(), offer.payDay),
      locks,
      phoneMasked: user.phoneVerifiedAt ? maskPhone(user.phone) : null,
      agreementSha256: agreement.sha256,
      signedAt: signed?.signedAt ?? null,
    };
  }

  /** What stands between the borrower and the signature now (signing-rules.ts), read through `db`. */
  private async locksOn(db: Kysely<DatabaseSchema>, offer: OfferRecord, user: UserRecord, now: Date): Promise<OfferLock[]> {
    const identity = await new DocumentsRepository(db).identityStatus(user.id, now);
    return offerLocks({
      status: offer.status,
      expiresAt: new Date(offer.expiresAt),
      now,
      identity,
      phoneVerified: user.phoneVerifiedAt !== null,
      preContractOpenedAt: offer.precontractOpenedAt ? new Date(offer.precontractOpenedAt) : null,
    });
  }

  private async paperFor(db: Kysely<DatabaseSchema>, kind: OfferDocumentKind, offer: OfferRecord): Promise<IssuedPaper> {
    const today = this.deps.loans.today();
    const borrower = await this.deps.paperwork.borrowerOf(db, offer.userId);
    if (!borrower) throw new Conflict('Complete your profile to read the offer.');
    return this.deps.paperwork.issue(kind, offer, this.deps.loans.quote(offer.product, offer.amount, offer.term, today, offer.payDay), borrower, today);
  }
}
