import type { Container } from 'inversify';
import { ContactChangeGateway } from '../../src-domain/auth/contact-change/contact-change-gateway.port';
import { ConfirmEmailChange, ConfirmPhoneChange, RequestEmailChange, RequestPhoneChange } from '../../src-domain/auth/contact-change/contact-change.use-cases';
import { LaravelContactChangeGateway } from '../../src-infra/api/auth/laravel-contact-change.gateway';
import { HttpClient } from '../../src-infra/http/http-client';

/** Changing the e-mail address and mobile number in the portal (ADR 0033). */
export function bindContactChange(container: Container): void {
  container.bind<ContactChangeGateway>(ContactChangeGateway).toResolvedValue((http: HttpClient) => new LaravelContactChangeGateway(http), [HttpClient]);
  const useCases: (new (contacts: ContactChangeGateway) => object)[] = [RequestEmailChange, ConfirmEmailChange, RequestPhoneChange, ConfirmPhoneChange];
  for (const UseCase of useCases) container.bind(UseCase).toResolvedValue((contacts: ContactChangeGateway) => new UseCase(contacts), [ContactChangeGateway]);
}
