import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { withBorrowerLock } from '../borrower-lock';
import type { DatabaseSchema } from '../database.types';
import { toIso } from '../timestamps';
import { fixedLimit } from '../fixed-limit';

export type StoredStatus = 'pending' | 'approved' | 'rejected';
/** What a borrower sees: `expired` is a stored `approved`/`pending` past its expiry date. */
export type DocumentStatus = StoredStatus | 'expired';

/** The one-of group of the photo identity documents: any one of them proves who the borrower is. */
export const PHOTO_IDENTITY = 'photo-identity';

/**
 * Whether the borrower's identity is proven for signing (docs/design/agreements.md §2): `verified` by a
 * photo identity document approved, in date and confirmed by the reviewer to match the profile;
 * `pending` while one waits for review. `documentId` is the verifying document, else the waiting one.
 */
export interface IdentityStatus {
  verified: boolean;
  pending: boolean;
  documentId: number | null;
}

export interface DocumentTypeRecord {
  id: number;
  slug: string;
  name: string;
  description: string;
  accepts: string[];
  maxSizeKb: number;
  hasBack: boolean;
  expires: boolean;
  minWidth: number | null;
  minHeight: number | null;
  requiredBy: string[];
  /** The group of alternatives the type belongs to (`photo-identity`), else null. */
  oneOf: string | null;
}

export interface DocumentRecord {
  id: number;
  userId: number;
  typeSlug: string;
  typeName: string;
  side: 'front' | 'back' | null;
  fileName: string;
  storageKey: string;
  sha256: string;
  size: number;
  mime: string;
  status: DocumentStatus;
  reviewReason: string | null;
  expiresOn: string | null;
  reviewedAt: string | null;
  /** When the reviewer confirmed the holder's name and date of birth match the profile. */
  identityConfirmedAt: string | null;
  oneOf: string | null;
  createdAt: string;
}

export interface NewDocument {
  userId: number;
  documentTypeId: number;
  side: 'front' | 'back' | null;
  fileName: string;
  storageKey: string;
  sha256: string;
  size: number;
  mime: string;
  width: number | null;
  height: number | null;
  expiresOn: string | null;
}

/** What one borrower may keep in all. */
export interface DocumentQuota {
  files: number;
  bytes: number;
}

/** A removed document (its bytes are the caller's to delete), or why it stays. */
export type RemovalOutcome = { removed: DocumentRecord } | { refused: 'missing' | 'reviewed' | 'attached' };

/** A new document, or which part of the quota it would have broken. */
export type QuotaOutcome = { created: DocumentRecord } | { refused: 'files' | 'bytes' };

export interface DocumentFilters {
  type?: string;
  status?: DocumentStatus;
  /** Oldest first (the back office's review queue) instead of newest first. */
  oldestFirst?: boolean;
}

const RANK: Record<DocumentStatus, number> = { approved: 3, pending: 2, rejected: 1, expired: 0 };

/** Persistence of document types and borrowers' documents. */
export class DocumentsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async types(): Promise<DocumentTypeRecord[]> {
    const rows = await this.db.selectFrom('document_types').selectAll().orderBy('sort_order').execute();
    return rows.map((row) => ({
      id: Number(row.id),
      slug: row.slug,
      name: row.name,
      description: row.description,
      accepts: JSON.parse(row.accepts) as string[],
      maxSizeKb: Number(row.max_size_kb),
      hasBack: Boolean(row.has_back),
      expires: Boolean(row.expires),
      minWidth: row.min_width === null ? null : Number(row.min_width),
      minHeight: row.min_height === null ? null : Number(row.min_height),
      requiredBy: JSON.parse(row.required_by) as string[],
      oneOf: row.one_of,
    }));
  }

  async typeBySlug(slug: string): Promise<DocumentTypeRecord | undefined> {
    return (await this.types()).find((type) => type.slug === slug);
  }

  async create(document: NewDocument, now: Date): Promise<DocumentRecord> {
    const stamp = now.toISOString();
    const { id } = await this.db
      .insertInto('documents')
      .values({
        user_id: document.userId,
        document_type_id: document.documentTypeId,
        side: document.side,
        file_name: document.fileName,
        storage_key: document.storageKey,
        sha256: document.sha256,
        size: document.size,
        mime: document.mime,
        width: document.width,
        height: document.height,
        status: 'pending',
        review_reason: null,
        expires_on: document.expiresOn,
        reviewed_at: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await this.find(Number(id), now))!;
  }

  /**
   * Records the document unless the borrower would then keep more than `quota`. The count and the
   * insert run in one transaction under the borrower's lock (ADR 0026), so parallel uploads, on
   * one instance or several, are counted one after another and cannot all pass the same check.
   */
  async createWithinQuota(document: NewDocument, quota: DocumentQuota, now: Date): Promise<QuotaOutcome> {
    return withBorrowerLock(this.db, document.userId, async (trx) => {
      // On the transaction only: on SQLite it holds the process's one connection.
      const locked = new DocumentsRepository(trx);
      const usage = await locked.usage(document.userId);
      if (usage.files + 1 > quota.files) return { refused: 'files' as const };
      if (usage.bytes + document.size > quota.bytes) return { refused: 'bytes' as const };
      return { created: await locked.create(document, now) };
    });
  }

  /**
   * Deletes the borrower's document while it still waits for review (ADR 0035), under the borrower's
   * lock like the quota it frees. The delete is conditional on `pending`, so a review committing at
   * the same moment (a conditional update on `pending` too) and this removal cannot both succeed.
   */
  async removePending(userId: number, id: number, now: Date): Promise<RemovalOutcome> {
    return withBorrowerLock(this.db, userId, async (trx) => {
      const locked = new DocumentsRepository(trx);
      const document = await locked.findOwned(userId, id, now);
      if (!document) return { refused: 'missing' as const };
      // Sent with a secure message, it is part of that correspondence: deleting it would cascade out of the message.
      const attached = await trx.selectFrom('message_attachments').select('document_id').where('document_id', '=', id).executeTakeFirst();
      if (attached) return { refused: 'attached' as const };
      const deleted = await trx.deleteFrom('documents').where('id', '=', id).where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1 ? { removed: document } : { refused: 'reviewed' as const };
    });
  }

  private base() {
    return this.db
      .selectFrom('documents')
      .innerJoin('document_types', 'document_types.id', 'documents.document_type_id')
      .select([
        'documents.id',
        'documents.user_id',
        'document_types.slug',
        'document_types.name',
        'documents.side',
        'documents.file_name',
        'documents.storage_key',
        'documents.sha256',
        'documents.size',
        'documents.mime',
        'documents.status',
        'documents.review_reason',
        'documents.expires_on',
        'documents.reviewed_at',
        'documents.identity_confirmed_at',
        'document_types.one_of',
        'documents.created_at',
      ]);
  }

  private toRecord(row: Awaited<ReturnType<ReturnType<DocumentsRepository['base']>['executeTakeFirstOrThrow']>>, today: string): DocumentRecord {
    const stored = row.status as StoredStatus;
    const expired = stored !== 'rejected' && row.expires_on !== null && row.expires_on < today;
    return {
      id: Number(row.id),
      userId: Number(row.user_id),
      typeSlug: row.slug,
      typeName: row.name,
      side: row.side as DocumentRecord['side'],
      fileName: row.file_name,
      storageKey: row.storage_key,
      sha256: row.sha256,
      size: Number(row.size),
      mime: row.mime,
      status: expired ? 'expired' : stored,
      reviewReason: row.review_reason,
      expiresOn: row.expires_on,
      reviewedAt: row.reviewed_at === null ? null : toIso(row.reviewed_at),
      identityConfirmedAt: row.identity_confirmed_at === null ? null : toIso(row.identity_confirmed_at),
      oneOf: row.one_of,
      createdAt: toIso(row.created_at),
    };
  }

  /** Any borrower's document (the operator's view); owners go through `findOwned`. */
  async find(id: number, now: Date): Promise<DocumentRecord | undefined> {
    const row = await this.base().where('documents.id', '=', id).executeTakeFirst();
    return row ? this.toRecord(row, dayOf(now)) : undefined;
  }

  /** The document when `userId` owns it; another borrower's id reads as missing. */
  async findOwned(userId: number, id: number, now: Date): Promise<DocumentRecord | undefined> {
    const row = await this.base().where('documents.id', '=', id).where('documents.user_id', '=', userId).executeTakeFirst();
    return row ? this.toRecord(row, dayOf(now)) : undefined;
  }

  /** One page of documents, newest first unless `oldestFirst`; `userId` null lists every borrower's (the operator). */
  async page(userId: number | null, filters: DocumentFilters, page: number, perPage: number, now: Date): Promise<{ items: DocumentRecord[]; total: number }> {
    const today = dayOf(now);
    // The owner and the status, on the documents' own columns: the page and its count share them.
    const own = (eb: ExpressionBuilder<DatabaseSchema, 'documents'>) => {
      const conditions: Expression<SqlBool>[] = [];
      if (userId !== null) conditions.push(eb('documents.user_id', '=', userId));
      if (filters.status === 'expired') conditions.push(eb('documents.status', '!=', 'rejected'), eb('documents.expires_on', '<', today));
      else if (filters.status) {
        conditions.push(eb('documents.status', '=', filters.status));
        if (filters.status !== 'rejected') conditions.push(eb.or([eb('documents.expires_on', 'is', null), eb('documents.expires_on', '>=', today)]));
      }
      return eb.and(conditions);
    };
    let query = this.base().where(own);
    if (filters.type) query = query.where('document_types.slug', '=', filters.type);
    const count = await this.countOf(userId, filters, own, query);
    const order = filters.oldestFirst ? 'asc' : 'desc';
    const rows = await query
      .orderBy('documents.created_at', order)
      .orderBy('documents.id', order)
      .limit(fixedLimit(perPage))
      .offset((page - 1) * perPage)
      .execute();
    return { items: rows.map((row) => this.toRecord(row, today)), total: Number(count) };
  }

  /**
   * The paginator's total. A borrower's whole list (the SPA's first call) reads the count the database
   * keeps (migration 0108); a filtered one counts. Every document has its type (a foreign key): unless
   * the type filters, that count needs no join and is read from the (user_id, created_at) index alone.
   */
  private async countOf(
    userId: number | null,
    filters: DocumentFilters,
    own: (eb: ExpressionBuilder<DatabaseSchema, 'documents'>) => Expression<SqlBool>,
    joined: ReturnType<DocumentsRepository['base']>,
  ): Promise<number> {
    if (userId !== null && !filters.status && !filters.type) {
      const kept = await this.db.selectFrom('borrower_document_counts').select('documents').where('user_id', '=', userId).executeTakeFirst();
      return kept?.documents ?? 0;
    }
    const counted = filters.type ? joined.clearSelect() : this.db.selectFrom('documents').where(own);
    const { count } = await counted.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
    return Number(count);
  }

  async usage(userId: number): Promise<{ files: number; bytes: number }> {
    const row = await this.db
      .selectFrom('documents')
      .select((eb) => [eb.fn.countAll<string | number>().as('files'), eb.fn.sum<string | number | null>('size').as('bytes')])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { files: Number(row.files), bytes: Number(row.bytes ?? 0) };
  }

  /**
   * Records a review; only a pending document can be reviewed. Returns false when it was not pending.
   * `identityConfirmed` records, with an approval, that the reviewer matched the holder's name and date
   * of birth to the profile; only a photo identity document can carry it (checked by the caller).
   */
  async review(id: number, status: 'approved' | 'rejected', reason: string | null, now: Date, options: { identityConfirmed?: boolean } = {}): Promise<boolean> {
    const stamp = now.toISOString();
    const confirmed = status === 'approved' && options.identityConfirmed === true;
    const result = await this.db
      .updateTable('documents')
      .set({ status, review_reason: reason, reviewed_at: stamp, updated_at: stamp, ...(confirmed ? { identity_confirmed_at: stamp } : {}) })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Confirms the identity on a photo identity document approved earlier without it. Returns false
   * unless the document is approved, of a photo identity type and not yet confirmed.
   */
  async confirmIdentity(id: number, now: Date): Promise<boolean> {
    const stamp = now.toISOString();
    const photoIdentityTypes = this.db.selectFrom('document_types').select('id').where('one_of', '=', PHOTO_IDENTITY);
    const result = await this.db
      .updateTable('documents')
      .set({ identity_confirmed_at: stamp, updated_at: stamp })
      .where('id', '=', id)
      .where('status', '=', 'approved')
      .where('identity_confirmed_at', 'is', null)
      .where('document_type_id', 'in', photoIdentityTypes)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The borrower's proof of identity for signing an agreement (docs/design/agreements.md §2). */
  async identityStatus(userId: number, now: Date): Promise<IdentityStatus> {
    const today = dayOf(now);
    const rows = await this.base().where('documents.user_id', '=', userId).where('document_types.one_of', '=', PHOTO_IDENTITY).execute();
    const documents = rows.map((row) => this.toRecord(row, today));
    // An expired document reads as `expired`, so `approved` and `pending` here are both in date.
    const verifying = documents.find((d) => d.status === 'approved' && d.identityConfirmedAt !== null);
    const waiting = documents.find((d) => d.status === 'pending');
    return { verified: verifying !== undefined, pending: waiting !== undefined, documentId: (verifying ?? waiting)?.id ?? null };
  }

  /**
   * For eligibility: each document type slug the borrower has uploaded → their best status
   * (`approved` > `pending` > `rejected` > `expired`). Types with no upload are absent.
   */
  async statusesFor(userId: number, now: Date = new Date()): Promise<Record<string, DocumentStatus>> {
    const today = dayOf(now);
    const rows = await this.base().where('documents.user_id', '=', userId).execute();
    const best: Record<string, DocumentStatus> = {};
    for (const row of rows) {
      const { typeSlug, status } = this.toRecord(row, today);
      if (best[typeSlug] === undefined || RANK[status] > RANK[best[typeSlug]]) best[typeSlug] = status;
    }
    return best;
  }
}

function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}
