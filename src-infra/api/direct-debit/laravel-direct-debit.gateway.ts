import type { DirectDebitGateway } from '../../../src-domain/direct-debit/direct-debit-gateway.port';
import type { MandateDto } from '../../../src-domain/direct-debit/mandate.dto';
import type { DirectDebitSetup, Mandate } from '../../../src-domain/direct-debit/mandate.entity';
import type { HttpClient } from '../../http/http-client';
import { unwrapData } from '../shared/wire-guards';
import { toDirectDebitSetup, toMandate } from './direct-debit.mapper';

/** DirectDebitGateway over the Laravel-style API (docs/design/repaying-exactly.md §7.3). */
export class LaravelDirectDebitGateway implements DirectDebitGateway {
  constructor(private readonly http: HttpClient) {}

  async setup(): Promise<DirectDebitSetup> {
    return toDirectDebitSetup(unwrapData(await this.http.get<unknown>('/api/v1/direct-debit'), 'direct debit'));
  }

  async setUpMandate(input: MandateDto): Promise<Mandate> {
    return toMandate(unwrapData(await this.http.put<unknown>('/api/v1/direct-debit/mandate', { bank_id: input.bank_id }), 'mandate'));
  }
}
