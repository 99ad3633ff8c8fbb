import type { DocumentFile } from '../documents/document-gateway.port';
import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { AgreementGateway } from './agreement-gateway.port';
import type { LenderDocumentKind, LenderDocumentView, Offer, SignedOffer, SigningCode } from './offer.entity';
import { SignOfferDto } from './sign-offer.dto';

/** One of the borrower's offers, with what still locks its signature. */
export class GetOffer implements UseCase<number, Offer> {
  constructor(private readonly agreements: AgreementGateway) {}
  execute(id: number): Promise<Offer> {
    return this.agreements.offer(id);
  }
}

/** A document of an offer, to read on the page. */
export class OpenOfferDocument implements UseCase<{ offerId: number; kind: LenderDocumentKind }, LenderDocumentView> {
  constructor(private readonly agreements: AgreementGateway) {}
  execute(input: { offerId: number; kind: LenderDocumentKind }): Promise<LenderDocumentView> {
    return this.agreements.document(input.offerId, input.kind);
  }
}

/** A document of an offer as its PDF, to keep. */
export class DownloadOfferDocument implements UseCase<{ offerId: number; kind: LenderDocumentKind }, DocumentFile> {
  constructor(private readonly agreements: AgreementGateway) {}
  execute(input: { offerId: number; kind: LenderDocumentKind }): Promise<DocumentFile> {
    return this.agreements.documentPdf(input.offerId, input.kind);
  }
}

/** Texts the one-time signing code to the borrower's verified mobile number. */
export class RequestSigningCode implements UseCase<number, SigningCode> {
  constructor(private readonly agreements: AgreementGateway) {}
  execute(offerId: number): Promise<SigningCode> {
    return this.agreements.requestSigningCode(offerId);
  }
}

/** Signs an offer: checked as the server checks it before anything is sent. */
export class SignOffer implements UseCase<{ offerId: number; input: SignOfferDto }, SignedOffer> {
  constructor(private readonly agreements: AgreementGateway) {}
  async execute({ offerId, input }: { offerId: number; input: SignOfferDto }): Promise<SignedOffer> {
    return this.agreements.sign(offerId, await validateInput(SignOfferDto, input));
  }
}

export class DeclineOffer implements UseCase<number, Offer> {
  constructor(private readonly agreements: AgreementGateway) {}
  execute(offerId: number): Promise<Offer> {
    return this.agreements.decline(offerId);
  }
}

/** The executed agreement of a loan, as it was signed. */
export class DownloadAgreement implements UseCase<number, DocumentFile> {
  constructor(private readonly agreements: AgreementGateway) {}
  execute(loanId: number): Promise<DocumentFile> {
    return this.agreements.agreementPdf(loanId);
  }
}
