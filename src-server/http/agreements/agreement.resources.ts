import { offerFiguresResource } from '../../../src-domain/agreements/offer-figures';
import { requestReference } from '../loans/loan.service';
import type { OfferState } from './agreement.service';
import type { IssuedPaper } from './offer-paperwork';

/** OfferResource (docs/design/agreements.md §4): the offer, today's figures, its locks and what the signature binds. */
export function toOfferResource({ offer, quote, locks, phoneMasked, agreementSha256, signedAt }: OfferState) {
  return {
    id: offer.id,
    request_id: offer.requestId,
    reference: requestReference(offer.requestId),
    product_alias: offer.product.alias,
    product_name: offer.product.name,
    status: offer.status,
    made_at: offer.madeAt,
    expires_at: offer.expiresAt,
    loan_id: offer.loanId,
    signed_at: signedAt,
    figures: offerFiguresResource(quote, offer.product),
    pre_contract_opened_at: offer.precontractOpenedAt,
    locks: locks.map((lock) => ({ code: lock.code, message: lock.message, action: lock.action })),
    signing: { phone_masked: phoneMasked, agreement_sha256: agreementSha256, template_version: offer.templateVersion },
  };
}

/** A document before signing, as the page shows it; `sha256` is its PDF's. */
export function toDocumentResource(kind: string, paper: IssuedPaper) {
  return { kind, title: paper.document.title, version: paper.document.version, sha256: paper.sha256, blocks: paper.document.blocks };
}
