import type { DocumentFile } from '../documents/document-gateway.port';
import type { LenderDocumentKind, LenderDocumentView, Offer, SignedOffer, SigningCode } from './offer.entity';
import type { SignOfferDto } from './sign-offer.dto';

/**
 * The borrower's offers and their signature (docs/design/agreements.md §4). Every call answers
 * NotFound for another borrower's offer or loan.
 *
 * The PDFs come back as bytes rather than as links: the API authenticates with a bearer header,
 * which a plain link cannot carry.
 */
export interface AgreementGateway {
  /** GET /api/v1/offers/{id} */
  offer(id: number): Promise<Offer>;
  /** GET /api/v1/offers/{id}/documents/{kind}; opening the pre-contract information records it. */
  document(id: number, kind: LenderDocumentKind): Promise<LenderDocumentView>;
  /** GET /api/v1/offers/{id}/documents/{kind}.pdf */
  documentPdf(id: number, kind: LenderDocumentKind): Promise<DocumentFile>;
  /** POST /api/v1/offers/{id}/signing-code; Conflict while a lock stands, TooManyRequests in the cooldown. */
  requestSigningCode(id: number): Promise<SigningCode>;
  /** POST /api/v1/offers/{id}/sign; ValidationFailed with field messages, Conflict for a lock. */
  sign(id: number, input: SignOfferDto): Promise<SignedOffer>;
  /** POST /api/v1/offers/{id}/decline */
  decline(id: number): Promise<Offer>;
  /** GET /api/loan/{id}/agreement.pdf: the executed agreement, as stored when it was signed. */
  agreementPdf(loanId: number): Promise<DocumentFile>;
}

export const AgreementGateway = Symbol.for('AgreementGateway');
