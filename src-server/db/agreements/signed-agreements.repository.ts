import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { toIso, toIsoOrNull } from '../timestamps';
import type { SignedAgreementsTable } from './agreements.tables';

/** The signing record without the PDF's bytes (what pages and the operator read). */
export interface SigningRecord {
  id: number;
  loanId: number;
  offerId: number;
  userId: number;
  templateVersion: string;
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  typedName: string;
  codeCheck: string;
  shownSha256: string;
  lenderSignatory: string;
  pdfSha256: string;
  copyReceivedAt: string | null;
}

export type NewSignedAgreement = Omit<SigningRecord, 'id' | 'copyReceivedAt' | 'signedAt'> & { signedAt: Date; pdf: Uint8Array };

const RECORD_COLUMNS = [
  'id',
  'loan_id',
  'offer_id',
  'user_id',
  'template_version',
  'signed_at',
  'ip_address',
  'user_agent',
  'typed_name',
  'code_check',
  'shown_sha256',
  'lender_signatory',
  'pdf_sha256',
  'copy_received_at',
] as const;

/**
 * Signed agreements: written once at signing (the table's trigger refuses any later change to the
 * evidence); only `copy_received_at` is ever set afterwards, once.
 */
export class SignedAgreementsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(agreement: NewSignedAgreement): Promise<number> {
    const row = await this.db
      .insertInto('signed_agreements')
      .values({
        loan_id: agreement.loanId,
        offer_id: agreement.offerId,
        user_id: agreement.userId,
        template_version: agreement.templateVersion,
        signed_at: agreement.signedAt.toISOString(),
        ip_address: agreement.ipAddress,
        user_agent: agreement.userAgent,
        typed_name: agreement.typedName,
        code_check: agreement.codeCheck,
        shown_sha256: agreement.shownSha256,
        lender_signatory: agreement.lenderSignatory,
        pdf: agreement.pdf,
        pdf_sha256: agreement.pdfSha256,
        copy_received_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async ofLoan(userId: number, loanId: number): Promise<SigningRecord | null> {
    const row = await this.db.selectFrom('signed_agreements').select(RECORD_COLUMNS).where('loan_id', '=', loanId).where('user_id', '=', userId).executeTakeFirst();
    return row ? toSigningRecord(row) : null;
  }

  /** The record of a loan whoever owns it (the operator's `lender agreement <loan-id>`). */
  async byLoan(loanId: number): Promise<SigningRecord | null> {
    const row = await this.db.selectFrom('signed_agreements').select(RECORD_COLUMNS).where('loan_id', '=', loanId).executeTakeFirst();
    return row ? toSigningRecord(row) : null;
  }

  async ofOffer(offerId: number): Promise<SigningRecord | null> {
    const row = await this.db.selectFrom('signed_agreements').select(RECORD_COLUMNS).where('offer_id', '=', offerId).executeTakeFirst();
    return row ? toSigningRecord(row) : null;
  }

  /** The records of these loans, by loan id (a list of loans at a time). */
  async ofLoans(userId: number, loanIds: number[]): Promise<Map<number, SigningRecord>> {
    if (loanIds.length === 0) return new Map();
    const rows = await this.db.selectFrom('signed_agreements').select(RECORD_COLUMNS).where('user_id', '=', userId).where('loan_id', 'in', loanIds).execute();
    return new Map(rows.map((row) => [Number(row.loan_id), toSigningRecord(row)]));
  }

  /** The stored PDF of the borrower's loan and the SHA-256 recorded when it was written. */
  async pdfOf(userId: number, loanId: number): Promise<{ pdf: Uint8Array; pdfSha256: string } | null> {
    const row = await this.db.selectFrom('signed_agreements').select(['pdf', 'pdf_sha256']).where('loan_id', '=', loanId).where('user_id', '=', userId).executeTakeFirst();
    return row ? { pdf: row.pdf, pdfSha256: row.pdf_sha256 } : null;
  }

  /** Records when the borrower had their copy; false when that was recorded before (it never moves). */
  async markCopyReceived(loanId: number, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('signed_agreements')
      .set({ copy_received_at: now.toISOString() })
      .where('loan_id', '=', loanId)
      .where('copy_received_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

function toSigningRecord(row: Omit<Selectable<SignedAgreementsTable>, 'pdf'>): SigningRecord {
  return {
    id: Number(row.id),
    loanId: Number(row.loan_id),
    offerId: Number(row.offer_id),
    userId: Number(row.user_id),
    templateVersion: row.template_version,
    signedAt: toIso(row.signed_at),
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    typedName: row.typed_name,
    codeCheck: row.code_check,
    shownSha256: row.shown_sha256,
    lenderSignatory: row.lender_signatory,
    pdfSha256: row.pdf_sha256,
    copyReceivedAt: toIsoOrNull(row.copy_received_at),
  };
}
