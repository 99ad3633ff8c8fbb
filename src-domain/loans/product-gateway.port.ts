import type { LoanQuoteDto } from './loan-quote.dto';
import type { Branch, ProductOffer } from './product-offer.entity';
import type { LoanQuote } from './quote';

/** The catalogue and the price of credit (docs/design/lending-core.md §2). */
export interface ProductGateway {
  /** GET /api/get-active */
  activeProducts(): Promise<ProductOffer[]>;
  /** GET /api/alias-product/{alias}; NotFound when there is no such product. */
  productByAlias(alias: string): Promise<ProductOffer>;
  /** GET /api/branches */
  branches(): Promise<Branch[]>;
  /** POST /api/loan-quote */
  quote(input: LoanQuoteDto): Promise<LoanQuote>;
}

export const ProductGateway = Symbol.for('ProductGateway');
