import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { KESTREL_CREDIT_DOCUMENTS } from '../brand/kestrel-credit/documents';
import { OneTimeCodesRepository } from '../db/account-security/one-time-codes.repository';
import type { DatabaseSchema } from '../db/database.types';
import { AgreementService } from '../http/agreements/agreement.service';
import { DirectDebitService } from '../http/direct-debit/direct-debit.service';
import { DEFAULT_ADVANCE_NOTICE_WORKING_DAYS } from '../../src-domain/collections/advance-notice';
import { BanksRepository } from '../db/profile/banks.repository';
import { TransferCollections } from '../services/collections/transfer-collections';
import { OfferPaperwork } from '../http/agreements/offer-paperwork';
import type { LoanService } from '../http/loans/loan.service';
import { OneTimeCodeService } from '../services/account-security/one-time-code.service';
import { SecretHasher } from '../services/account-security/secret-hasher';
import type { Clock } from '../services/clock.port';
import { pdfkitRendererFor } from '../services/documents/pdfkit.renderer';
import type { Outbox, OutboxMessage } from '../services/outbox/outbox.port';

const MINUTE_MS = 60_000;

/** Where the demo borrower signed from: an address of the documentation range (RFC 5737) and a phone's browser. */
export const DEMO_SIGNING_DEVICE = {
  ipAddress: '203.0.113.42',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
} as const;

/** The demo's mail and texts: kept in memory, so the seed reads its signing code as she read her phone. */
export class DemoInbox implements Outbox {
  readonly messages: OutboxMessage[] = [];

  async send(message: OutboxMessage): Promise<void> {
    this.messages.push(message);
  }

  /** The six digits of the last signing code texted to `phone`. */
  lastSigningCode(phone: string): string {
    const sms = this.messages.filter((m) => m.channel === 'sms' && m.to === phone && m.purpose === 'agreement-signing').at(-1);
    // Six digits on their own: never the request reference's (KC-000123), wherever the wording puts them.
    const code = sms && /(?<![-\d])(\d{6})(?!\d)/.exec(sms.text)?.[1];
    if (!code) throw new Error('The demo borrower was texted no signing code.');
    return code;
  }
}

/** A clock the seed moves forward through a signing, a few minutes at a time. */
export interface SettableClock extends Clock {
  set(at: number): void;
}

/**
 * Signs offers as the demo borrower did in the portal, through the real agreement service: she opens
 * the pre-contract information, reads the agreement, asks for the code, types it with her name and
 * signs. So every signing record, executed PDF (rendered by the real renderer on that day) and
 * pay-out is what the portal would have stored then.
 */
export class DemoSigner {
  private readonly agreements: AgreementService;
  private readonly directDebit: DirectDebitService;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    loans: LoanService,
    private readonly clock: SettableClock,
    private readonly inbox: DemoInbox,
    private readonly borrower: { userId: number; fullName: string; phone: string },
  ) {
    // Codes live only in this seed run: a throwaway key is enough to hash them.
    const hasher = new SecretHasher(randomBytes(32));
    const policy = { codeTtlMs: 10 * MINUTE_MS, resendCooldownMs: MINUTE_MS, maxCodeAttempts: 5 };
    // Kestrel collects by Direct Debit: she set up the mandate before signing (no bureau file for a seed).
    this.directDebit = new DirectDebitService({ db, clock, loans, method: 'direct_debit', provider: new TransferCollections(), advanceNoticeWorkingDays: DEFAULT_ADVANCE_NOTICE_WORKING_DAYS });
    this.agreements = new AgreementService({
      db,
      loans,
      clock,
      paperwork: new OfferPaperwork(pdfkitRendererFor(KESTREL_CREDIT_DOCUMENTS)),
      codesOn: (on) => new OneTimeCodeService(new OneTimeCodesRepository(on), hasher, clock, policy),
      outbox: inbox,
      codeTtlMinutes: policy.codeTtlMs / MINUTE_MS,
      mandates: this.directDebit,
      log: { error: () => undefined, warn: () => undefined },
    });
  }

  /** Signs `offerId` over the few minutes after `startAt`, as she would read and sign; answers the loan paid out. */
  async sign(offerId: number, startAt: number): Promise<number> {
    const { userId, fullName, phone } = this.borrower;
    this.clock.set(startAt + 2 * MINUTE_MS);
    await this.agreements.document(userId, offerId, 'pre-contract');
    this.clock.set(startAt + 6 * MINUTE_MS);
    // The Direct Debit on her primary account (once; a later loan keeps the mandate in force).
    const [account] = await new BanksRepository(this.db).listOf(userId);
    await this.directDebit.setUpMandate(userId, account.id);
    await this.agreements.sendSigningCode(userId, offerId);
    this.clock.set(startAt + 7 * MINUTE_MS);
    // The agreement she signs is the one on her screen that minute: read at another minute, it could be
    // another day's (its dates are worked out for the day), when the seed runs just before midnight.
    const offer = await this.agreements.offerOf(userId, offerId);
    const { loanId } = await this.agreements.sign(userId, offerId, { full_name: fullName, agree: true, code: this.inbox.lastSigningCode(phone), agreement_sha256: offer.agreementSha256 }, DEMO_SIGNING_DEVICE);
    return loanId;
  }
}
