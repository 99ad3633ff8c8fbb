import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import { LoanQuoteDto } from './loan-quote.dto';
import type { ProductGateway } from './product-gateway.port';
import type { Branch, ProductOffer } from './product-offer.entity';
import type { LoanQuote } from './quote';

/** The products a borrower can apply for now, in the lender's order. */
export class ListLoanProducts implements UseCase<void, ProductOffer[]> {
  constructor(private readonly products: ProductGateway) {}

  execute(): Promise<ProductOffer[]> {
    return this.products.activeProducts();
  }
}

/** One product by its alias (NotFound when the lender has no such product). */
export class GetLoanProduct implements UseCase<string, ProductOffer> {
  constructor(private readonly products: ProductGateway) {}

  execute(alias: string): Promise<ProductOffer> {
    return this.products.productByAlias(alias);
  }
}

/** The lender's branches. */
export class ListBranches implements UseCase<void, Branch[]> {
  constructor(private readonly products: ProductGateway) {}

  execute(): Promise<Branch[]> {
    return this.products.branches();
  }
}

/** Prices a loan: checks the fields as the server does, then asks for the quote and its schedule. */
export class QuoteLoan implements UseCase<LoanQuoteDto, LoanQuote> {
  constructor(private readonly products: ProductGateway) {}

  async execute(input: LoanQuoteDto): Promise<LoanQuote> {
    return this.products.quote(await validateInput(LoanQuoteDto, input));
  }
}
