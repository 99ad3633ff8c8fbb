import type { AgreementGateway } from '../../../src-domain/agreements/agreement-gateway.port';
import { DeclineOffer, DownloadAgreement, DownloadOfferDocument, GetOffer, OpenOfferDocument, RequestSigningCode, SignOffer } from '../../../src-domain/agreements/agreement.use-cases';
import type { LenderDocumentKind, LenderDocumentView, Offer, SignedOffer, SigningCode } from '../../../src-domain/agreements/offer.entity';
import type { SignOfferDto } from '../../../src-domain/agreements/sign-offer.dto';
import type { DocumentFile } from '../../../src-domain/documents/document-gateway.port';
import { Conflict, NotFound, ValidationFailed, type DomainError } from '../../../src-domain/shared/errors';
import type { AppServices } from '../../../src-ui/app/app-services';

/** The code the fake texts; any other is refused as the server refuses it. */
export const SIGNING_CODE = '123456';
export const AGREEMENT_SHA256 = 'a'.repeat(64);
const PRE_CONTRACT_LOCK = { code: 'pre_contract', message: 'Open the pre-contract credit information first: it is the summary the law asks us to give you before you sign.', action: null } as const;

/** A £5,000 personal-loan offer over 36 months, open, made on 26 December 2026 and valid until 9 January 2027. */
export function anOffer(id: number, overrides: Partial<Offer> = {}): Offer {
  return {
    id,
    requestId: 12,
    reference: 'KC-000012',
    productAlias: 'personal-loan',
    productName: 'Personal loan',
    status: 'open',
    madeAt: '2026-12-26T10:00:00.000Z',
    expiresAt: '2027-01-09T10:00:00.000Z',
    loanId: null,
    signedAt: null,
    figures: {
      currency: 'GBP', amountMinor: 500_000, totalPayableMinor: 610_884, totalCostMinor: 110_884, totalInterestMinor: 110_884, feesMinor: 0, instalmentMinor: 16_969,
      instalments: 36, term: 36, termUnit: 'months', annualRate: '0.1290', apr: '13.7', firstDueDate: '2027-01-26', finalDueDate: '2029-12-26', lateFeeMinor: 1_200,
    },
    preContractOpenedAt: null,
    locks: [PRE_CONTRACT_LOCK],
    signing: { phoneMasked: '+44 ••••• ••• 123', agreementSha256: AGREEMENT_SHA256, templateVersion: '2026-12' },
    ...overrides,
  };
}

const TITLES: Record<LenderDocumentKind, string> = { 'pre-contract': 'Pre-contract credit information', explanations: 'Before you sign: what this loan means for you', agreement: 'Fixed-sum loan agreement' };

/**
 * The lender's offer API in memory, with the server's rules: opening the pre-contract information
 * lifts its lock, a code is needed and must be the one texted, the profile's name must be typed.
 */
export class FakeAgreementGateway implements AgreementGateway {
  readonly offers = new Map<number, Offer>();
  readonly opened: LenderDocumentKind[] = [];
  readonly signatures: SignOfferDto[] = [];
  codesSent = 0;
  profileName = 'Ada Lovelace';
  failNext: DomainError | null = null;

  constructor(...offers: Offer[]) {
    for (const offer of offers) this.offers.set(offer.id, offer);
  }

  async offer(id: number): Promise<Offer> {
    return structuredClone(this.find(id));
  }

  async document(id: number, kind: LenderDocumentKind): Promise<LenderDocumentView> {
    this.throwIfFailing();
    const offer = this.find(id);
    this.opened.push(kind);
    if (kind === 'pre-contract') this.offers.set(id, { ...offer, preContractOpenedAt: '2026-12-26T10:05:00.000Z', locks: offer.locks.filter((lock) => lock.code !== 'pre_contract') });
    return {
      kind,
      title: TITLES[kind],
      version: '2026-12',
      sha256: kind === 'agreement' ? AGREEMENT_SHA256 : 'b'.repeat(64),
      blocks: [
        { kind: 'heading', level: 1, text: TITLES[kind] },
        { kind: 'paragraph', text: `This is the **${kind}** text for offer ${offer.reference}.` },
        { kind: 'list', items: ['You borrow £5,000.', 'You repay £169.69 a month.'] },
        { kind: 'table', rows: [['APR', '13.7%'], ['Total amount payable', '£6,108.84']] },
      ],
    };
  }

  async documentPdf(id: number): Promise<DocumentFile> {
    this.find(id);
    return { bytes: new TextEncoder().encode('%PDF-1.7'), type: 'application/pdf' };
  }

  async requestSigningCode(id: number): Promise<SigningCode> {
    this.throwIfFailing();
    const offer = this.find(id);
    if (offer.locks.length > 0) throw new Conflict(offer.locks[0].message, 409);
    this.codesSent += 1;
    return { phoneMasked: '+44 ••••• ••• 123', expiresInSeconds: 600, resendAfterSeconds: 60 };
  }

  async sign(id: number, input: SignOfferDto): Promise<SignedOffer> {
    this.throwIfFailing();
    const offer = this.find(id);
    if (offer.locks.length > 0) throw new Conflict(offer.locks[0].message, 409);
    if (input.full_name.toLowerCase() !== this.profileName.toLowerCase()) {
      throw new ValidationFailed({ full_name: ['Type your name exactly as it is on your profile: Ada Lovelace.'] }, 'Type your name exactly as it is on your profile: Ada Lovelace.', 422);
    }
    if (this.codesSent === 0 || input.code !== SIGNING_CODE) {
      throw new ValidationFailed({ code: ['That code is not right. Check the text message and try again.'] }, 'That code is not right. Check the text message and try again.', 422);
    }
    this.signatures.push(input);
    const signed: Offer = { ...offer, status: 'signed', loanId: 77, signedAt: '2026-12-26T14:03:00.000Z', locks: [] };
    this.offers.set(id, signed);
    return { offer: structuredClone(signed), loanId: 77 };
  }

  async decline(id: number): Promise<Offer> {
    const declined: Offer = { ...this.find(id), status: 'declined', locks: [] };
    this.offers.set(id, declined);
    return structuredClone(declined);
  }

  async agreementPdf(loanId: number): Promise<DocumentFile> {
    if (![...this.offers.values()].some((offer) => offer.loanId === loanId)) throw new NotFound();
    return { bytes: new TextEncoder().encode('%PDF-1.7 signed'), type: 'application/pdf' };
  }

  private find(id: number): Offer {
    const offer = this.offers.get(id);
    if (!offer) throw new NotFound('Not found.', 404);
    return offer;
  }

  private throwIfFailing(): void {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
  }
}

export function agreementServices(agreements: AgreementGateway): Pick<AppServices, 'agreements'> {
  return {
    agreements: {
      offer: new GetOffer(agreements),
      document: new OpenOfferDocument(agreements),
      documentPdf: new DownloadOfferDocument(agreements),
      requestCode: new RequestSigningCode(agreements),
      sign: new SignOffer(agreements),
      decline: new DeclineOffer(agreements),
      agreementPdf: new DownloadAgreement(agreements),
    },
  };
}
