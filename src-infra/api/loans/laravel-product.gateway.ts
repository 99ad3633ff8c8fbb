import type { LoanQuoteDto } from '../../../src-domain/loans/loan-quote.dto';
import type { ProductGateway } from '../../../src-domain/loans/product-gateway.port';
import type { Branch, ProductOffer } from '../../../src-domain/loans/product-offer.entity';
import type { LoanQuote } from '../../../src-domain/loans/quote';
import type { HttpClient } from '../../http/http-client';
import { unwrapData, unwrapList } from '../shared/wire-guards';
import { toBranch, toLoanQuote, toProductOffer } from './product.mapper';


/** ProductGateway over the Laravel-style API (docs/api/openapi.json, tag "products"). */
export class LaravelProductGateway implements ProductGateway {
  constructor(private readonly http: HttpClient) {}

  async activeProducts(): Promise<ProductOffer[]> {
    return unwrapList(await this.http.get<unknown>('/api/get-active'), 'product list', toProductOffer);
  }

  async productByAlias(alias: string): Promise<ProductOffer> {
    return toProductOffer(unwrapData(await this.http.get<unknown>(`/api/alias-product/${encodeURIComponent(alias)}`), 'loan product'));
  }

  async branches(): Promise<Branch[]> {
    return unwrapList(await this.http.get<unknown>('/api/branches'), 'branch list', toBranch);
  }

  async quote(input: LoanQuoteDto): Promise<LoanQuote> {
    const body = { product_alias: input.product_alias, amount: input.amount, term: input.term, ...(input.start_date ? { start_date: input.start_date } : {}) };
    return toLoanQuote(unwrapData(await this.http.post<unknown>('/api/loan-quote', body), 'loan quote'));
  }
}
