import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { toIso } from '../timestamps';
import { entrySha256Of, GENESIS_ENTRY_SHA256, sha256Hex, type IssuedDocumentEntry, type IssuedDocumentKind } from './issued-document-entry';
import type { IssuedDocumentsTable } from './issued-documents.tables';

type Db = Kysely<DatabaseSchema>;

/**
 * The chain's advisory lock on PostgreSQL: its own class ("ID", issued documents), apart from the
 * borrower locks' 0x4b43 (borrower-lock.ts), and one key, for there is one chain.
 */
const ISSUED_DOCUMENTS_LOCK_SPACE = 0x4944;
const CHAIN_LOCK_KEY = 1;

/** A document to log: where its bytes are and their SHA-256; the chain adds the rest. */
export interface NewIssuedDocument {
  kind: IssuedDocumentKind;
  userId: number;
  loanId: number | null;
  offerId: number | null;
  templateVersion: string;
  issuedAt: Date;
  fileSha256: string;
  /** `signed_agreements:<id>` or `issued_files:<id>` (see `storeFile`). */
  storage: string;
}

/** Which entries to list: all, a borrower's, a loan's. */
export interface IssuedDocumentsFilter {
  userId?: number;
  loanId?: number;
}

/**
 * The issued-documents log (ADR 0037): append-only (the tables' triggers refuse updates and deletes),
 * each entry holding its file's SHA-256 and the previous entry's hash. Appends go through the
 * caller's transaction, so a document and its entry commit together or not at all.
 */
export class IssuedDocumentsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Appends `entry` as the next link of the chain. Must run in the transaction that writes the
   * document: it takes the chain's lock (PostgreSQL: a transaction-scoped advisory lock, so every
   * instance appends one at a time; SQLite: the transaction began IMMEDIATE and holds the file's write
   * lock already), then reads the last entry in the same transaction. The unique `sequence` is the
   * backstop: were the lock ever bypassed, a second entry at the same place would fail, not fork.
   */
  async append(entry: NewIssuedDocument): Promise<IssuedDocumentEntry> {
    if (!this.db.isTransaction) throw new Error('IssuedDocumentsRepository.append must run inside the transaction that writes the document');
    if (this.db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(${ISSUED_DOCUMENTS_LOCK_SPACE}, ${CHAIN_LOCK_KEY})`.execute(this.db);
    }
    const last = await this.db.selectFrom('issued_documents').select(['sequence', 'entry_sha256']).orderBy('sequence', 'desc').limit(1).executeTakeFirst();
    const fields = {
      sequence: last ? Number(last.sequence) + 1 : 1,
      kind: entry.kind,
      userId: entry.userId,
      loanId: entry.loanId,
      offerId: entry.offerId,
      templateVersion: entry.templateVersion,
      issuedAt: entry.issuedAt.toISOString(),
      fileSha256: entry.fileSha256,
      previousEntrySha256: last ? last.entry_sha256 : GENESIS_ENTRY_SHA256,
      storage: entry.storage,
    };
    const entrySha256 = entrySha256Of(fields);
    const row = await this.db
      .insertInto('issued_documents')
      .values({
        sequence: fields.sequence,
        kind: fields.kind,
        user_id: fields.userId,
        loan_id: fields.loanId,
        offer_id: fields.offerId,
        template_version: fields.templateVersion,
        issued_at: fields.issuedAt,
        file_sha256: fields.fileSha256,
        previous_entry_sha256: fields.previousEntrySha256,
        entry_sha256: entrySha256,
        storage: fields.storage,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), ...fields, entrySha256 };
  }

  /**
   * Keeps the bytes of a document stored nowhere else and logs it, in the caller's transaction:
   * the entry's `storage` names the new `issued_files` row.
   */
  async appendWithFile(entry: Omit<NewIssuedDocument, 'fileSha256' | 'storage'>, pdf: Uint8Array): Promise<IssuedDocumentEntry> {
    const fileSha256 = sha256Hex(pdf);
    const file = await this.db.insertInto('issued_files').values({ pdf, sha256: fileSha256 }).returning('id').executeTakeFirstOrThrow();
    return this.append({ ...entry, fileSha256, storage: `issued_files:${Number(file.id)}` });
  }

  /** Entries in chain order, from `afterSequence` on, at most `limit` (the verifier walks in pages). */
  async page(afterSequence: number, limit: number): Promise<IssuedDocumentEntry[]> {
    const rows = await this.db.selectFrom('issued_documents').selectAll().where('sequence', '>', afterSequence).orderBy('sequence').limit(limit).execute();
    return rows.map(toEntry);
  }

  /** The entries of a borrower, a loan or both, in chain order. */
  async list(filter: IssuedDocumentsFilter = {}): Promise<IssuedDocumentEntry[]> {
    let query = this.db.selectFrom('issued_documents').selectAll();
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
    if (filter.loanId !== undefined) query = query.where('loan_id', '=', filter.loanId);
    return (await query.orderBy('sequence').execute()).map(toEntry);
  }

  /** The bytes `storage` names, as stored now; null when they are not there (or the storage is unknown). */
  async fileAt(storage: string): Promise<Uint8Array | null> {
    const match = /^(signed_agreements|issued_files):([1-9]\d*)$/.exec(storage);
    if (!match) return null;
    const id = Number(match[2]);
    const row =
      match[1] === 'signed_agreements'
        ? await this.db.selectFrom('signed_agreements').select('pdf').where('id', '=', id).executeTakeFirst()
        : await this.db.selectFrom('issued_files').select('pdf').where('id', '=', id).executeTakeFirst();
    return row ? row.pdf : null;
  }
}

function toEntry(row: Selectable<IssuedDocumentsTable>): IssuedDocumentEntry {
  return {
    id: Number(row.id),
    sequence: Number(row.sequence),
    kind: row.kind,
    userId: Number(row.user_id),
    loanId: row.loan_id === null ? null : Number(row.loan_id),
    offerId: row.offer_id === null ? null : Number(row.offer_id),
    templateVersion: row.template_version,
    issuedAt: toIso(row.issued_at),
    fileSha256: row.file_sha256,
    previousEntrySha256: row.previous_entry_sha256,
    entrySha256: row.entry_sha256,
    storage: row.storage,
  };
}
