import { priceCapViolations, type PricingPolicy } from '../../../src-domain/loans/price-cap';
import type { ProductsRepository } from '../../db/products/products.repository';

/**
 * Refuses to serve a catalogue that breaks the price cap: better a server that does not start,
 * with the reason, than one that quietly quotes what the law forbids.
 */
export async function refuseProductsAboveCap(products: ProductsRepository, policy: PricingPolicy): Promise<void> {
  if (!policy.cap) return;
  const cap = policy.cap;
  const violations = (await products.active()).flatMap(({ product }) => priceCapViolations(product, cap));
  if (violations.length > 0) {
    throw new Error(`Refusing to start: an active product breaks the short-term credit price cap (PRICE_CAP).\n- ${violations.join('\n- ')}`);
  }
}
