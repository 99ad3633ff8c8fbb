import type { Container } from 'inversify';
import { AgreementGateway } from '../../src-domain/agreements/agreement-gateway.port';
import { DeclineOffer, DownloadAgreement, DownloadOfferDocument, GetOffer, OpenOfferDocument, RequestSigningCode, SignOffer } from '../../src-domain/agreements/agreement.use-cases';
import { LaravelAgreementGateway } from '../../src-infra/api/agreements/laravel-agreement.gateway';
import { HttpClient } from '../../src-infra/http/http-client';

/** Offers, the documents read before signing, the signature and the executed agreement (issue 23). */
export function bindAgreements(container: Container): void {
  container.bind<AgreementGateway>(AgreementGateway).toResolvedValue((http: HttpClient) => new LaravelAgreementGateway(http), [HttpClient]);
  const useCases: (new (agreements: AgreementGateway) => object)[] = [GetOffer, OpenOfferDocument, DownloadOfferDocument, RequestSigningCode, SignOffer, DeclineOffer, DownloadAgreement];
  for (const UseCase of useCases) container.bind(UseCase).toResolvedValue((agreements: AgreementGateway) => new UseCase(agreements), [AgreementGateway]);
}
