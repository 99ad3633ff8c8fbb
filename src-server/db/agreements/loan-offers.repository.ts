import type { Kysely, Selectable } from 'kysely';
import type { LoanProduct } from '../../../src-domain/loans/loan-product.entity';
import type { DatabaseSchema } from '../database.types';
import { precompiledForIdLists } from '../precompiled-query';
import { toIso, toIsoOrNull } from '../timestamps';
import type { LoanOffersTable } from './agreements.tables';

export type OfferStatus = 'open' | 'signed' | 'declined' | 'lapsed';

/** An offer as the services read it: timestamps as ISO strings, the product as it was priced. */
export interface OfferRecord {
  id: number;
  requestId: number;
  userId: number;
  productId: number;
  amount: number;
  term: number;
  /** The request's pay day, '1' … '31' or 'last_working_day' (ADR 0045); null: monthly from the start date. */
  payDay: string | null;
  product: LoanProduct;
  templateVersion: string;
  status: OfferStatus;
  madeAt: string;
  expiresAt: string;
  precontractOpenedAt: string | null;
  precontractSha256: string | null;
  decidedAt: string | null;
  loanId: number | null;
}

export interface NewOffer {
  requestId: number;
  userId: number;
  productId: number;
  amount: number;
  term: number;
  payDay?: string | null;
  product: LoanProduct;
  templateVersion: string;
  expiresAt: Date;
}

/** The offer a request has, in short: what the request resource shows. */
export interface OfferSummary {
  id: number;
  status: OfferStatus;
  expiresAt: string;
}

/** Loan offers. Every read that takes an id from a borrower is scoped to its owner. */
export class LoanOffersRepository {
  /** The offers of a page of requests: every list of the borrower's requests reads it (precompiled-query.ts). */
  private readonly summariesQuery = precompiledForIdLists((...requestIds: number[]) =>
    this.db.selectFrom('loan_offers').select(['id', 'request_id', 'status', 'expires_at']).where('request_id', 'in', requestIds),
  );

  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(offer: NewOffer, now: Date): Promise<number> {
    const row = await this.db
      .insertInto('loan_offers')
      .values({
        request_id: offer.requestId,
        user_id: offer.userId,
        product_id: offer.productId,
        amount: offer.amount,
        term: offer.term,
        pay_day: offer.payDay ?? null,
        product_snapshot: JSON.stringify(offer.product),
        template_version: offer.templateVersion,
        status: 'open',
        made_at: now.toISOString(),
        expires_at: offer.expiresAt.toISOString(),
        precontract_opened_at: null,
        precontract_sha256: null,
        decided_at: null,
        loan_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async ofUser(userId: number, id: number): Promise<OfferRecord | null> {
    const row = await this.db.selectFrom('loan_offers').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return row ? toOfferRecord(row) : null;
  }

  async byId(id: number): Promise<OfferRecord | null> {
    const row = await this.db.selectFrom('loan_offers').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toOfferRecord(row) : null;
  }

  async byRequest(requestId: number): Promise<OfferRecord | null> {
    const row = await this.db.selectFrom('loan_offers').selectAll().where('request_id', '=', requestId).executeTakeFirst();
    return row ? toOfferRecord(row) : null;
  }

  /** The offers of these requests, by request id (a page of requests at a time). */
  async summariesOf(requestIds: number[]): Promise<Map<number, OfferSummary>> {
    if (requestIds.length === 0) return new Map();
    const { rows } = await this.db.executeQuery(this.summariesQuery(requestIds));
    return new Map(rows.map((r) => [Number(r.request_id), { id: Number(r.id), status: r.status as OfferStatus, expiresAt: toIso(r.expires_at) }]));
  }

  /** Records the first opening of the pre-contract information; false when it was opened before. */
  async markPrecontractOpened(id: number, sha256: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('loan_offers')
      .set({ precontract_opened_at: now.toISOString(), precontract_sha256: sha256 })
      .where('id', '=', id)
      .where('precontract_opened_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Closes an open offer as signed, declined or lapsed, in one statement only an open offer matches:
   * false when it was closed since it was read (another request, instance or run got there first).
   */
  async close(id: number, status: Exclude<OfferStatus, 'open'>, now: Date, loanId: number | null = null): Promise<boolean> {
    const result = await this.db
      .updateTable('loan_offers')
      .set({ status, decided_at: now.toISOString(), ...(loanId !== null ? { loan_id: loanId } : {}) })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Every open offer, oldest first (the operator's `lender offers`). */
  async open(): Promise<OfferRecord[]> {
    const rows = await this.db.selectFrom('loan_offers').selectAll().where('status', '=', 'open').orderBy('made_at').orderBy('id').execute();
    return rows.map(toOfferRecord);
  }

  /** Open offers whose time ran out by `now`, oldest first (the servicing job's work). */
  async openExpiredBy(now: Date): Promise<OfferRecord[]> {
    const rows = await this.db.selectFrom('loan_offers').selectAll().where('status', '=', 'open').where('expires_at', '<=', now.toISOString()).orderBy('expires_at').execute();
    return rows.map(toOfferRecord);
  }
}

function toOfferRecord(row: Selectable<LoanOffersTable>): OfferRecord {
  return {
    id: Number(row.id),
    requestId: Number(row.request_id),
    userId: Number(row.user_id),
    productId: Number(row.product_id),
    amount: Number(row.amount),
    term: Number(row.term),
    payDay: row.pay_day ?? null,
    product: JSON.parse(row.product_snapshot) as LoanProduct,
    templateVersion: row.template_version,
    status: row.status as OfferStatus,
    madeAt: toIso(row.made_at),
    expiresAt: toIso(row.expires_at),
    precontractOpenedAt: toIsoOrNull(row.precontract_opened_at),
    precontractSha256: row.precontract_sha256,
    decidedAt: toIsoOrNull(row.decided_at),
    loanId: row.loan_id === null ? null : Number(row.loan_id),
  };
}
