import type { AgreementGateway } from '../../../src-domain/agreements/agreement-gateway.port';
import type { LenderDocumentKind, LenderDocumentView, Offer, SignedOffer, SigningCode } from '../../../src-domain/agreements/offer.entity';
import type { SignOfferDto } from '../../../src-domain/agreements/sign-offer.dto';
import type { DocumentFile } from '../../../src-domain/documents/document-gateway.port';
import type { HttpClient } from '../../http/http-client';
import { checkShape, int } from '../shared/wire-checks';
import { unwrapData } from '../shared/wire-guards';
import { toLenderDocument, toOffer, toSigningCode } from './agreement.mapper';

const offerPath = (id: number) => `/api/v1/offers/${encodeURIComponent(String(id))}`;

/** AgreementGateway over the Laravel-style API (docs/design/agreements.md §4). */
export class LaravelAgreementGateway implements AgreementGateway {
  constructor(private readonly http: HttpClient) {}

  async offer(id: number): Promise<Offer> {
    return toOffer(unwrapData(await this.http.get<unknown>(offerPath(id)), 'offer'));
  }

  async document(id: number, kind: LenderDocumentKind): Promise<LenderDocumentView> {
    return toLenderDocument(unwrapData(await this.http.get<unknown>(`${offerPath(id)}/documents/${kind}`), 'lender document'));
  }

  documentPdf(id: number, kind: LenderDocumentKind): Promise<DocumentFile> {
    return this.http.download(`${offerPath(id)}/documents/${kind}.pdf`);
  }

  async requestSigningCode(id: number): Promise<SigningCode> {
    return toSigningCode(unwrapData(await this.http.post<unknown>(`${offerPath(id)}/signing-code`), 'signing code'));
  }

  async sign(id: number, input: SignOfferDto): Promise<SignedOffer> {
    const body = { full_name: input.full_name, agree: input.agree, code: input.code, agreement_sha256: input.agreement_sha256 };
    const w = checkShape(unwrapData(await this.http.post<unknown>(`${offerPath(id)}/sign`, body), 'signature'), 'signature', { loan_id: int });
    return { offer: toOffer(w.offer), loanId: w.loan_id as number };
  }

  async decline(id: number): Promise<Offer> {
    return toOffer(unwrapData(await this.http.post<unknown>(`${offerPath(id)}/decline`), 'offer'));
  }

  agreementPdf(loanId: number): Promise<DocumentFile> {
    return this.http.download(`/api/loan/${encodeURIComponent(String(loanId))}/agreement.pdf`);
  }
}
