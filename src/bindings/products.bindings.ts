import type { Container } from 'inversify';
import { ProductGateway } from '../../src-domain/loans/product-gateway.port';
import { GetLoanProduct, ListBranches, ListLoanProducts, QuoteLoan } from '../../src-domain/loans/product.use-cases';
import { LaravelProductGateway } from '../../src-infra/api/loans/laravel-product.gateway';
import { HttpClient } from '../../src-infra/http/http-client';

/** The catalogue and the price of credit (issue 9). */
export function bindProducts(container: Container): void {
  container.bind<ProductGateway>(ProductGateway).toResolvedValue((http: HttpClient) => new LaravelProductGateway(http), [HttpClient]);
  container.bind(ListLoanProducts).toResolvedValue((products: ProductGateway) => new ListLoanProducts(products), [ProductGateway]);
  container.bind(GetLoanProduct).toResolvedValue((products: ProductGateway) => new GetLoanProduct(products), [ProductGateway]);
  container.bind(ListBranches).toResolvedValue((products: ProductGateway) => new ListBranches(products), [ProductGateway]);
  container.bind(QuoteLoan).toResolvedValue((products: ProductGateway) => new QuoteLoan(products), [ProductGateway]);
}
