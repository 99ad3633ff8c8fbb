import type { LoanQuoteDto } from '../../../src-domain/loans/loan-quote.dto';
import type { ProductGateway } from '../../../src-domain/loans/product-gateway.port';
import type { Branch, ProductOffer } from '../../../src-domain/loans/product-offer.entity';
import { GetLoanProduct, ListBranches, ListLoanProducts, QuoteLoan } from '../../../src-domain/loans/product.use-cases';
import { quoteLoan, representativeExample, type LoanQuote } from '../../../src-domain/loans/quote';
import { NotFound } from '../../../src-domain/shared/errors';
import type { AppServices } from '../../../src-ui/app/app-services';
import { LOAN_CATALOGUE, BRANCHES } from '../../../src-server/seed/loan-catalogue.seed';

/**
 * The catalogue without a server: the seed's products, priced by the real loan math, so a page
 * shows the figures the API would. `failNext` makes the next call fail like a dropped connection.
 */
export class FakeProductGateway implements ProductGateway {
  readonly quotes: LoanQuoteDto[] = [];
  failNext: Error | null = null;
  today = '2026-11-24';

  private offers(): ProductOffer[] {
    return LOAN_CATALOGUE.map((product, index) => {
      const example = representativeExample(product, this.today);
      return { id: index + 1, product, representativeApr: example.quote.aprPercent, representativeExample: example.wording };
    });
  }

  private failure(): void {
    const error = this.failNext;
    this.failNext = null;
    if (error) throw error;
  }

  async activeProducts(): Promise<ProductOffer[]> {
    this.failure();
    return this.offers();
  }

  async productByAlias(alias: string): Promise<ProductOffer> {
    this.failure();
    const offer = this.offers().find((o) => o.product.alias === alias);
    if (!offer) throw new NotFound(`No loan product is called '${alias}'.`, 404);
    return offer;
  }

  async branches(): Promise<Branch[]> {
    this.failure();
    return BRANCHES.map((b, index) => ({ id: index + 1, name: b.name, addressLines: [b.addressLine1], city: b.city, postalCode: b.postalCode, phone: b.phone, email: b.email, openingHours: b.openingHours }));
  }

  async quote(input: LoanQuoteDto): Promise<LoanQuote> {
    this.failure();
    this.quotes.push(input);
    const offer = await this.productByAlias(input.product_alias);
    return quoteLoan(offer.product, input.amount, input.term, input.start_date ?? this.today);
  }
}

export function productServices(products: ProductGateway): Pick<AppServices, 'products'> {
  return { products: { list: new ListLoanProducts(products), byAlias: new GetLoanProduct(products), branches: new ListBranches(products), quote: new QuoteLoan(products) } };
}
