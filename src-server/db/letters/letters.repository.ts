import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { toIso, toIsoOrNull } from '../timestamps';
import type { LettersTable } from './letters.tables';

/** A letter as the services read it: timestamps as ISO strings, the figures parsed, the loan's reference beside it. */
export interface LetterRecord {
  id: number;
  userId: number;
  loanId: number;
  /** The loan's account number, as the borrower quotes it. */
  loanReference: string;
  kind: string;
  triggerKey: string;
  periodStart: string | null;
  periodEnd: string | null;
  dueBy: string;
  issuedAt: string;
  templateVersion: string;
  figures: Record<string, unknown>;
  issuedFileId: number | null;
  mailedAt: string | null;
  readAt: string | null;
}

export interface NewLetter {
  userId: number;
  loanId: number;
  kind: string;
  triggerKey: string;
  periodStart: string | null;
  periodEnd: string | null;
  dueBy: string;
  templateVersion: string;
  figures: Record<string, unknown>;
}

/** A page of letters and how many there are in all. */
export interface LetterPage {
  rows: LetterRecord[];
  total: number;
}

/**
 * The letters table. A letter is written once per (loan, kind, trigger): `insertIfNew` skips a trigger
 * already recorded, whoever recorded it. Every read that takes an id from a borrower is scoped to its owner.
 */
export class LettersRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Writes the letter unless its trigger was recorded before; `created` says which. */
  async insertIfNew(letter: NewLetter, now: Date): Promise<{ id: number; created: boolean }> {
    const inserted = await this.db
      .insertInto('letters')
      .values({
        user_id: letter.userId,
        loan_id: letter.loanId,
        kind: letter.kind,
        trigger_key: letter.triggerKey,
        period_start: letter.periodStart,
        period_end: letter.periodEnd,
        due_by: letter.dueBy,
        issued_at: now.toISOString(),
        template_version: letter.templateVersion,
        figures: JSON.stringify(letter.figures),
        issued_file_id: null,
        mailed_at: null,
        read_at: null,
      })
      .onConflict((conflict) => conflict.columns(['loan_id', 'kind', 'trigger_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id: Number(inserted.id), created: true };
    const existing = await this.db
      .selectFrom('letters')
      .select('id')
      .where('loan_id', '=', letter.loanId)
      .where('kind', '=', letter.kind)
      .where('trigger_key', '=', letter.triggerKey)
      .executeTakeFirstOrThrow();
    return { id: Number(existing.id), created: false };
  }

  async byId(id: number): Promise<LetterRecord | null> {
    const row = await this.withLoan().where('letters.id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async ofUser(userId: number, id: number): Promise<LetterRecord | null> {
    const row = await this.withLoan().where('letters.id', '=', id).where('letters.user_id', '=', userId).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** A loan's letters, newest first. */
  async ofLoan(loanId: number): Promise<LetterRecord[]> {
    const rows = await this.withLoan().where('letters.loan_id', '=', loanId).orderBy('letters.issued_at', 'desc').orderBy('letters.id', 'desc').execute();
    return rows.map(toRecord);
  }

  /** Every letter of the borrower, newest first, a page at a time. */
  async pageOfUser(userId: number, page: number, perPage: number): Promise<LetterPage> {
    const { count } = await this.db
      .selectFrom('letters')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await this.withLoan()
      .where('letters.user_id', '=', userId)
      .orderBy('letters.issued_at', 'desc')
      .orderBy('letters.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
    return { rows: rows.map(toRecord), total: Number(count) };
  }

  /** The loan's letters of `kind`, oldest first (the arrears notices' six-monthly chain reads them). */
  async ofLoanAndKind(loanId: number, kind: string): Promise<LetterRecord[]> {
    const rows = await this.withLoan().where('letters.loan_id', '=', loanId).where('letters.kind', '=', kind).orderBy('letters.issued_at').orderBy('letters.id').execute();
    return rows.map(toRecord);
  }

  /** Letters written whose PDF was never made (a crash between the commit and the render). */
  async withoutFile(): Promise<LetterRecord[]> {
    const rows = await this.withLoan().where('letters.issued_file_id', 'is', null).orderBy('letters.id').execute();
    return rows.map(toRecord);
  }

  /** Attaches the PDF once: false when another instance attached one first. */
  async attachFile(id: number, fileId: number): Promise<boolean> {
    const result = await this.db.updateTable('letters').set({ issued_file_id: fileId }).where('id', '=', id).where('issued_file_id', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async markMailed(id: number, now: Date): Promise<void> {
    await this.db.updateTable('letters').set({ mailed_at: now.toISOString() }).where('id', '=', id).execute();
  }

  /** The first time the borrower opened the PDF; later reads keep it. */
  async markRead(id: number, now: Date): Promise<void> {
    await this.db.updateTable('letters').set({ read_at: now.toISOString() }).where('id', '=', id).where('read_at', 'is', null).execute();
  }

  private withLoan() {
    return this.db.selectFrom('letters').innerJoin('loans', 'loans.id', 'letters.loan_id').selectAll('letters').select('loans.account_number as loan_reference');
  }
}

function toRecord(row: Selectable<LettersTable> & { loan_reference: string }): LetterRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    loanId: Number(row.loan_id),
    loanReference: row.loan_reference,
    kind: row.kind,
    triggerKey: row.trigger_key,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    dueBy: row.due_by,
    issuedAt: toIso(row.issued_at),
    templateVersion: row.template_version,
    figures: JSON.parse(row.figures) as Record<string, unknown>,
    issuedFileId: row.issued_file_id === null ? null : Number(row.issued_file_id),
    mailedAt: toIsoOrNull(row.mailed_at),
    readAt: toIsoOrNull(row.read_at),
  };
}

/** The issued-documents log's record of a letter's file: the hash the bytes must still have. */
export async function loggedFileSha256(db: Kysely<DatabaseSchema>, fileId: number): Promise<string | null> {
  const entry = await db.selectFrom('issued_documents').select('file_sha256').where('storage', '=', `issued_files:${fileId}`).executeTakeFirst();
  return entry ? entry.file_sha256 : null;
}
