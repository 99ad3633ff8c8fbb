import type { Container } from 'inversify';
import { DirectDebitGateway } from '../../src-domain/direct-debit/direct-debit-gateway.port';
import { GetDirectDebit, SetUpMandate } from '../../src-domain/direct-debit/direct-debit.use-cases';
import { LaravelDirectDebitGateway } from '../../src-infra/api/direct-debit/laravel-direct-debit.gateway';
import { HttpClient } from '../../src-infra/http/http-client';

/** The borrower's Direct Debit: the mandate, the Guarantee, setting it up and moving it to another account (issue 26). */
export function bindDirectDebit(container: Container): void {
  container.bind<DirectDebitGateway>(DirectDebitGateway).toResolvedValue((http: HttpClient) => new LaravelDirectDebitGateway(http), [HttpClient]);
  container.bind(GetDirectDebit).toResolvedValue((gateway: DirectDebitGateway) => new GetDirectDebit(gateway), [DirectDebitGateway]);
  container.bind(SetUpMandate).toResolvedValue((gateway: DirectDebitGateway) => new SetUpMandate(gateway), [DirectDebitGateway]);
}
