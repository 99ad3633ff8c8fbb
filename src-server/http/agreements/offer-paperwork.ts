import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LenderDocument } from '../../../src-domain/agreements/document-blocks';
import type { DocumentRenderer } from '../../../src-domain/agreements/document-renderer.port';
import { documentView, type DocumentView, type SignatureInput } from '../../../src-domain/agreements/offer-figures';
import type { LoanQuote } from '../../../src-domain/loans/quote';
import type { CollectionMethod } from '../../../src-domain/collections/collection-provider.port';
import { KESTREL_CREDIT_COLLECTION } from '../../brand/kestrel-credit/collection';
import { KESTREL_CREDIT_DOCUMENTS } from '../../brand/kestrel-credit/documents';
import { collectionPlaceholders } from '../../services/collections/collection-placeholders';
import type { OfferRecord } from '../../db/agreements/loan-offers.repository';
import type { DatabaseSchema } from '../../db/database.types';
import { AddressesRepository } from '../../db/profile/addresses.repository';
import { UserDetailsRepository } from '../../db/profile/user-details.repository';
import { composeDocument, composeExecutedAgreement, type OfferDocumentKind } from '../../services/documents/lender-documents';
import { requestReference } from '../loans/loan.service';

/** A document issued for an offer: its blocks, the PDF of the same content and that PDF's SHA-256. */
export interface IssuedPaper {
  document: LenderDocument;
  pdf: Uint8Array;
  sha256: string;
}

/** Who the documents name as the borrower: the profile's full name and current home. */
export interface BorrowerParticulars {
  name: string;
  address: string[];
}

/** Who signs for the lender, applied automatically when the borrower signs. */
export const LENDER_SIGNATORY = KESTREL_CREDIT_DOCUMENTS.lenderSignatory;

/** Renders kept per process: an offer's page asks for today's agreement hash on every visit. */
const CACHE_SIZE = 200;

/**
 * The lender's documents for an offer, filled with the one quote for a day (docs/design/agreements.md
 * §5) and rendered to PDF. A render of the same content is served from a small cache, keyed by the
 * content itself, so a changed name, address or day is never answered with an old PDF.
 */
export class OfferPaperwork {
  private readonly rendered = new Map<string, Promise<{ pdf: Uint8Array; sha256: string }>>();

  constructor(
    private readonly renderer: DocumentRenderer,
    /** Picks the agreement's and the explanations' paragraph on paying (COLLECTION_METHOD). */
    private readonly collectionMethod: CollectionMethod = KESTREL_CREDIT_COLLECTION.collectionMethod,
  ) {}

  /** The borrower as the documents name them, read through `db` (the transaction's, under the lock). */
  async borrowerOf(db: Kysely<DatabaseSchema>, userId: number): Promise<BorrowerParticulars | null> {
    const [details, addresses] = await Promise.all([new UserDetailsRepository(db).ofUser(userId), new AddressesRepository(db).listOf(userId)]);
    if (!details) return null;
    const home = addresses.find((a) => a.livedUntil === null) ?? addresses[0];
    return {
      name: [details.firstName, details.middleName, details.lastName].filter((part) => part && part.trim() !== '').join(' '),
      address: home ? [home.line1, home.line2, home.city, home.postalCode].filter((line): line is string => !!line) : [],
    };
  }

  /** `kind` for the offer as it reads on `day`, with its PDF. */
  async issue(kind: OfferDocumentKind, offer: OfferRecord, quote: LoanQuote, borrower: BorrowerParticulars, day: string): Promise<IssuedPaper> {
    const document = composeDocument(kind, offer.templateVersion, this.withCollection(viewOf(offer, quote, borrower, day)), day);
    return { document, ...(await this.render(document)) };
  }

  /** The agreement as signed: today's agreement with both signatures, rendered once for storage. */
  async executed(offer: OfferRecord, quote: LoanQuote, borrower: BorrowerParticulars, day: string, signature: SignatureInput, earlier?: IssuedPaper): Promise<IssuedPaper> {
    const view = viewOf(offer, quote, borrower, day, signature);
    const agreement = composeDocument('agreement', offer.templateVersion, this.withCollection(view), day);
    const document = composeExecutedAgreement(agreement, view.signature!);
    // The same words as a render made moments ago (before the lock): the same bytes, so no second render.
    if (earlier && JSON.stringify(earlier.document) === JSON.stringify(document)) return earlier;
    const pdf = await this.renderer.render(document);
    return { document, pdf, sha256: sha256Of(pdf) };
  }

  private withCollection(view: DocumentView): Record<string, unknown> {
    return { ...(view as unknown as Record<string, unknown>), collection: collectionPlaceholders(this.collectionMethod) };
  }

  private render(document: LenderDocument): Promise<{ pdf: Uint8Array; sha256: string }> {
    const key = sha256Of(new TextEncoder().encode(JSON.stringify(document)));
    let rendered = this.rendered.get(key);
    if (!rendered) {
      rendered = this.renderer.render(document).then((pdf) => ({ pdf, sha256: sha256Of(pdf) }));
      rendered.catch(() => this.rendered.delete(key));
      if (this.rendered.size >= CACHE_SIZE) this.rendered.delete(this.rendered.keys().next().value!);
      this.rendered.set(key, rendered);
    }
    return rendered;
  }
}

function viewOf(offer: OfferRecord, quote: LoanQuote, borrower: BorrowerParticulars, day: string, signature: SignatureInput | null = null): DocumentView {
  return documentView({
    quote,
    product: offer.product,
    lender: KESTREL_CREDIT_DOCUMENTS.particulars,
    borrower,
    offer: { reference: requestReference(offer.requestId), expiresAt: new Date(offer.expiresAt) },
    agreementDate: day,
    signature,
  });
}

/** Lower-case hex SHA-256, as the wire and the signing record carry it. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
