import type { Kysely } from 'kysely';
import type { DocumentBlock } from '../../../src-domain/agreements/document-blocks';
import type { CollectionMethod, CollectionProvider, MandateInstruction } from '../../../src-domain/collections/collection-provider.port';
import { DEFAULT_MANDATE_LODGEMENT_WORKING_DAYS, isBeingSetUp } from '../../../src-domain/collections/mandate-lodgement';
import type { BankHolidays } from '../../../src-domain/loans/working-days';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { KESTREL_CREDIT_DOCUMENTS } from '../../brand/kestrel-credit/documents';
import { DIRECT_DEBIT_GUARANTEE } from '../../brand/kestrel-credit/documents/direct-debit-guarantee';
import { CollectionsRepository } from '../../db/collections/collections.repository';
import { DirectDebitMandatesRepository, type MandateRecord } from '../../db/collections/direct-debit-mandates.repository';
import type { DatabaseSchema } from '../../db/database.types';
import type { BankRecord } from '../../db/profile/banks.repository';
import type { Clock } from '../../services/clock.port';
import { lenderPlaceholders } from '../../services/documents/lender-documents';
import { markdownBlocks } from '../../services/documents/markdown-blocks';
import { fillTemplate } from '../../services/documents/template-filling';
import { HttpError } from '../http-error';
import type { LoanService } from '../loans/loan.service';

export const BANK_ID_MESSAGE = 'Choose one of the bank accounts in your profile.';
export const NOT_UK_ACCOUNT_MESSAGE = 'A Direct Debit needs a UK account in pounds with a 6-digit sort code and an 8-digit account number. Choose another account or add one to your profile.';
export const MANDATE_REQUIRED_MESSAGE = 'Set up the Direct Debit for your repayments before you sign.';
export const NOT_DIRECT_DEBIT_MESSAGE = 'We do not collect repayments by Direct Debit: you pay each one by bank transfer.';

export interface DirectDebitServiceDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  /** The borrower's lock (the same one signing takes). */
  loans: LoanService;
  method: CollectionMethod;
  provider: CollectionProvider;
  /** Working days' notice the Guarantee promises (ADVANCE_NOTICE_WORKING_DAYS). */
  advanceNoticeWorkingDays: number;
  /** The lender's bank holidays, for the lodgement period (weekends only when not given). */
  bankHolidays?: BankHolidays;
  /** Working days after which a lodged mandate no rejection named counts as set up (MANDATE_LODGEMENT_WORKING_DAYS). */
  lodgementWorkingDays?: number;
  log?: { error(details: object, message: string): void };
}

/** A collection the bank already has (or the borrower was told of) on a mandate the borrower has replaced. */
export interface CollectionOnPreviousAccount {
  amountMinor: number;
  dueOn: string;
  mandateReference: string;
  accountLast4: string;
}

/** The borrower's mandate as they read it: whether the bank may still refuse it, and what the old account still pays. */
export interface MandateView {
  mandate: MandateRecord;
  /** True until the lodgement period has passed without a rejection, or a collection on it has been paid. */
  beingSetUp: boolean;
  onPreviousAccount: CollectionOnPreviousAccount[];
}

/** The Direct Debit Guarantee, filled with the lender's name and its notice period. */
export interface GuaranteeText {
  version: string;
  blocks: DocumentBlock[];
}

/** What signing asks of Direct Debit, inside its own transaction (AgreementService). */
export interface SigningMandates {
  /** 409 `mandate_required` when the brand collects by Direct Debit and the borrower has no mandate in force. */
  requireLive(trx: Kysely<DatabaseSchema>, userId: number): Promise<void>;
  /** At pay-out: the mandate in force collects the new loan too. */
  attachToLoan(trx: Kysely<DatabaseSchema>, userId: number, loanId: number): Promise<void>;
}

/**
 * The borrower's Direct Debit (issue 26, docs/design/repaying-exactly.md §7.3, ADR 0046): the mandate
 * set up from a bank account of their profile before signing, changed later by choosing another
 * account (the new instruction lodged, the old cancelled), and the Guarantee they read with it.
 */
export class DirectDebitService implements SigningMandates {
  private readonly mandates: DirectDebitMandatesRepository;

  constructor(private readonly deps: DirectDebitServiceDeps) {
    this.mandates = new DirectDebitMandatesRepository(deps.db);
  }

  /** GET /api/v1/direct-debit: how the lender collects, the borrower's mandate in force, the Guarantee. */
  async setupOf(userId: number): Promise<{ method: CollectionMethod; mandate: MandateView | null; guarantee: GuaranteeText }> {
    const mandate = this.deps.method === 'direct_debit' ? await this.mandates.liveOf(userId) : null;
    return { method: this.deps.method, mandate: mandate ? await this.viewOf(this.deps.db, mandate) : null, guarantee: this.guarantee() };
  }

  /**
   * PUT /api/v1/direct-debit/mandate: a mandate on the borrower's bank account `bankId` (422 `bank_id`
   * for an account that is not theirs or cannot take a Direct Debit). Choosing the account already in
   * force changes nothing; another one lodges a new instruction and moves the collections not yet
   * announced onto it. A collection already announced or with the bank is still taken on the old
   * mandate (moving it would have the bank return it): the old one is `ending` and its cancellation
   * is sent by the servicing run once that collection settles; with nothing outstanding it is
   * cancelled now. The bureau hears of it after the commit.
   */
  async setUpMandate(userId: number, bankId: number): Promise<MandateView> {
    if (this.deps.method !== 'direct_debit') throw new HttpError(409, NOT_DIRECT_DEBIT_MESSAGE, 'not_direct_debit');
    const now = this.deps.clock.now();
    const change = await this.deps.loans.lockedStep(userId, async (trx, records) => {
      const bank = await records.banks.findOfUser(userId, bankId);
      if (!bank) throw new ValidationFailed({ bank_id: [BANK_ID_MESSAGE] }, BANK_ID_MESSAGE);
      const account = ukAccountOf(bank);
      if (!account) throw new ValidationFailed({ bank_id: [NOT_UK_ACCOUNT_MESSAGE] }, NOT_UK_ACCOUNT_MESSAGE);
      const mandates = new DirectDebitMandatesRepository(trx);
      const current = await mandates.liveOf(userId);
      if (current && current.sortCode === account.sortCode && current.accountNumber === account.accountNumber && current.accountHolder === bank.accountHolder) {
        return { mandate: await this.viewOf(trx, current), lodged: null, cancelled: null };
      }
      const fresh = await mandates.create({ userId, accountHolder: bank.accountHolder, bankName: bank.bankName, ...account }, current?.loanId ?? null, now);
      let cancelled: MandateRecord | null = null;
      if (current) {
        const collections = new CollectionsRepository(trx);
        // Not yet announced: the borrower's new account pays it.
        await collections.moveScheduled(current.id, fresh.id);
        if ((await collections.outstandingOn(current.id)).length > 0) {
          await mandates.markEnding(current.id);
        } else {
          await mandates.cancel(current.id, now);
          cancelled = current;
        }
        // Already collecting: the new instruction takes over the next collections.
        if (current.loanId !== null) await mandates.markInUse(fresh.id, current.loanId);
      }
      return { mandate: await this.viewOf(trx, (await mandates.byId(fresh.id))!), lodged: fresh, cancelled };
    });
    await this.tellBureau(change.lodged, change.cancelled);
    return change.mandate;
  }

  /** The mandate with its lodgement state and the collections its borrower's replaced mandates still take. */
  private async viewOf(db: Kysely<DatabaseSchema>, mandate: MandateRecord): Promise<MandateView> {
    const collections = new CollectionsRepository(db);
    const lodgedOn = mandate.lodgedAt.slice(0, 10);
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    const beingSetUp = isBeingSetUp(lodgedOn, today, await collections.anyCollectedOn(mandate.id), this.deps.lodgementWorkingDays ?? DEFAULT_MANDATE_LODGEMENT_WORKING_DAYS, this.deps.bankHolidays ?? noBankHolidays);
    const onPreviousAccount: CollectionOnPreviousAccount[] = [];
    for (const previous of await new DirectDebitMandatesRepository(db).endingOf(mandate.userId)) {
      for (const collection of await collections.outstandingOn(previous.id)) {
        onPreviousAccount.push({ amountMinor: collection.amountMinor, dueOn: collection.dueOn, mandateReference: previous.reference, accountLast4: previous.accountLast4 });
      }
    }
    return { mandate, beingSetUp, onPreviousAccount };
  }

  async requireLive(trx: Kysely<DatabaseSchema>, userId: number): Promise<void> {
    if (this.deps.method !== 'direct_debit') return;
    if (!(await new DirectDebitMandatesRepository(trx).liveOf(userId))) throw new HttpError(409, MANDATE_REQUIRED_MESSAGE, 'mandate_required');
  }

  async attachToLoan(trx: Kysely<DatabaseSchema>, userId: number, loanId: number): Promise<void> {
    if (this.deps.method !== 'direct_debit') return;
    const mandates = new DirectDebitMandatesRepository(trx);
    const live = await mandates.liveOf(userId);
    if (live) await mandates.markInUse(live.id, loanId);
  }

  /** The Guarantee as the borrower reads it before signing (the brand's template, UNVERIFIED: ADR 0046). */
  guarantee(): GuaranteeText {
    const markdown = fillTemplate(`direct-debit-guarantee ${DIRECT_DEBIT_GUARANTEE.active}`, DIRECT_DEBIT_GUARANTEE.versions[DIRECT_DEBIT_GUARANTEE.active], {
      lender: lenderPlaceholders(KESTREL_CREDIT_DOCUMENTS.particulars),
      notice: { working_days: String(this.deps.advanceNoticeWorkingDays) },
    });
    return { version: DIRECT_DEBIT_GUARANTEE.active, blocks: markdownBlocks(markdown) };
  }

  /** The new instruction and the cancellation, each to the bureau; one that fails is logged for the operator (no resend yet: ADR 0046). */
  private async tellBureau(lodged: MandateRecord | null, cancelled: MandateRecord | null): Promise<void> {
    const send = async (what: 'lodge' | 'cancel', mandate: MandateRecord) => {
      try {
        await (what === 'lodge' ? this.deps.provider.lodgeMandate(instructionOf(mandate)) : this.deps.provider.cancelMandate(instructionOf(mandate)));
      } catch (error) {
        this.deps.log?.error({ err: error, reference: mandate.reference, instruction: what }, 'mandate instruction not written for the bureau');
      }
    };
    if (lodged) await send('lodge', lodged);
    if (cancelled) await send('cancel', cancelled);
  }
}

const noBankHolidays: BankHolidays = () => false;

/** The instruction the bank is sent for a mandate. */
export function instructionOf(mandate: MandateRecord): MandateInstruction {
  return { reference: mandate.reference, accountHolder: mandate.accountHolder, sortCode: mandate.sortCode, accountNumber: mandate.accountNumber };
}

/** A sort code and account number Bacs can debit, or null: a UK domestic account in pounds. */
function ukAccountOf(bank: BankRecord): { sortCode: string; accountNumber: string } | null {
  const sortCode = (bank.routingCode ?? '').replace(/\D/g, '');
  const accountNumber = bank.accountNumber.replace(/\D/g, '');
  if (bank.accountKind !== 'domestic' || bank.currency !== 'GBP' || !/^\d{6}$/.test(sortCode) || !/^\d{8}$/.test(accountNumber)) return null;
  return { sortCode, accountNumber };
}

