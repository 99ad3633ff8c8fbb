import { dec, toMinorFloor } from './decimal';
import { isShortTerm, type LoanProduct } from './loan-product.entity';
import type { AprRegime } from './apr';
import { arrangementFeeMinor } from './schedule';
import { formatMoney } from './money-format';

/**
 * The UK high-cost short-term credit price cap (FCA CONC 5A) as lender policy: interest and fees
 * at most `dailyRate` of the amount borrowed per day, default fees at most `defaultFeeCapMinor`,
 * and the total cost of credit never above `totalCostCapRatio` × the amount borrowed.
 */
export interface PriceCap {
  dailyRate: string;
  defaultFeeCapMinor: number;
  totalCostCapRatio: string;
}

export const UK_HCSTC_CAP: PriceCap = { dailyRate: '0.008', defaultFeeCapMinor: 1500, totalCostCapRatio: '1' };

/** How the lender prices: which cap applies to short-term credit (none outside the UK) and which APR is shown. */
export interface PricingPolicy {
  cap: PriceCap | null;
  aprRegime: AprRegime;
}

export const DEFAULT_PRICING_POLICY: PricingPolicy = { cap: UK_HCSTC_CAP, aprRegime: 'uk_eu' };

/** The most interest and fees a short-term loan of `principalMinor` over `days` may cost under `cap` (rounded down). */
export function maxCostMinor(cap: PriceCap, principalMinor: number, days: number): number {
  const daily = dec(principalMinor).times(cap.dailyRate).times(days);
  const total = dec(principalMinor).times(cap.totalCostCapRatio);
  return toMinorFloor(daily.lt(total) ? daily : total);
}

/**
 * Why `product` could charge more than `cap` allows, one sentence each naming the product; empty
 * when it never can. Checked at the corners of every price band (cost is linear in days and the
 * fee's share is largest at the smallest amount) and for the late fee.
 */
export function priceCapViolations(product: LoanProduct, cap: PriceCap): string[] {
  if (!isShortTerm(product)) return [];
  const violations: string[] = [];
  const name = `${product.name} (${product.alias})`;
  const bands = [
    { minPrincipalMinor: product.minPrincipalMinor, maxPrincipalMinor: product.maxPrincipalMinor, minTerm: product.minTerm, maxTerm: product.maxTerm, annualRate: product.annualRate },
    ...product.priceBands,
  ];
  for (const band of bands) {
    for (const principal of [band.minPrincipalMinor, band.maxPrincipalMinor]) {
      for (const days of [band.minTerm, band.maxTerm]) {
        const interest = dec(principal).times(band.annualRate).times(days).div(365);
        const cost = interest.plus(arrangementFeeMinor(product, principal));
        const allowed = maxCostMinor(cap, principal, days);
        if (cost.gt(allowed)) {
          violations.push(
            `${name} would charge ${formatMoney(cost.ceil().toNumber(), product.currency)} on ${formatMoney(principal, product.currency)} over ${days} days; the price cap allows ${formatMoney(allowed, product.currency)}.`,
          );
        }
      }
    }
  }
  if (product.lateFeeMinor > cap.defaultFeeCapMinor) {
    violations.push(`${name} has a late fee of ${formatMoney(product.lateFeeMinor, product.currency)}; the price cap allows ${formatMoney(cap.defaultFeeCapMinor, product.currency)}.`);
  }
  return [...new Set(violations)];
}
