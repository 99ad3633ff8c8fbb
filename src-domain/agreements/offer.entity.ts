import type { TermUnit } from '../loans/loan-product.entity';
import type { DocumentBlock } from './document-blocks';
import type { OfferLock } from './signing-rules';

export type { OfferLock } from './signing-rules';

/** An offer's life: open until signed, declined by the borrower, or lapsed past its expiry. */
export const OFFER_STATUSES = ['open', 'signed', 'declined', 'lapsed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What stands between the borrower and the signature (docs/design/agreements.md §4). */
export const OFFER_LOCK_CODES = ['identity', 'phone', 'pre_contract', 'expired', 'closed'] as const;
export type OfferLockCode = (typeof OFFER_LOCK_CODES)[number];

/** The three documents a borrower reads before signing, by the name the API gives them. */
export const LENDER_DOCUMENT_KINDS = ['pre-contract', 'explanations', 'agreement'] as const;
export type LenderDocumentKind = (typeof LENDER_DOCUMENT_KINDS)[number];

/** The offer's price, the domain's quote for today: money in minor units, rates as decimal text. */
export interface OfferFigures {
  currency: string;
  amountMinor: number;
  totalPayableMinor: number;
  totalCostMinor: number;
  totalInterestMinor: number;
  feesMinor: number;
  instalmentMinor: number;
  instalments: number;
  term: number;
  termUnit: TermUnit;
  /** Fixed borrowing rate a year, as a fraction ("0.1500"). */
  annualRate: string;
  /** APR in percent ("29.8"). */
  apr: string;
  firstDueDate: string;
  finalDueDate: string;
  lateFeeMinor: number;
}

/** A loan the lender has agreed to make, waiting for the borrower's signature. */
export interface Offer {
  id: number;
  requestId: number;
  reference: string;
  productAlias: string | null;
  productName: string;
  status: OfferStatus;
  madeAt: string;
  expiresAt: string;
  /** The loan the signature made; null until signed. */
  loanId: number | null;
  signedAt: string | null;
  figures: OfferFigures;
  /** When the borrower first opened the pre-contract information (the server records it). */
  preContractOpenedAt: string | null;
  /** Empty when the borrower may sign now. */
  locks: OfferLock[];
  signing: {
    /** The verified mobile number the code goes to, masked; null when there is none. */
    phoneMasked: string | null;
    /** SHA-256 of the agreement PDF as shown today: the signature is given to exactly this. */
    agreementSha256: string;
    templateVersion: string;
  };
}

/** A document the lender issues, as the page shows it (the PDF of the same content has `sha256`). */
export interface LenderDocumentView {
  kind: LenderDocumentKind;
  title: string;
  version: string;
  sha256: string;
  blocks: DocumentBlock[];
}

/** A texted signing code on its way. */
export interface SigningCode {
  phoneMasked: string;
  expiresInSeconds: number;
  /** How long before another code may be asked for. */
  resendAfterSeconds: number;
}

/** The answer to a signature: the offer as it now stands and the loan it made. */
export interface SignedOffer {
  offer: Offer;
  loanId: number;
}

/** True when nothing stands between the borrower and the signature. */
export function canSign(offer: Offer): boolean {
  return offer.status === 'open' && offer.locks.length === 0;
}
