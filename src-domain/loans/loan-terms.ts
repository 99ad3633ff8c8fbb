import type { FieldErrors } from '../shared/errors';
import type { LoanProduct } from './loan-product.entity';
import { formatMoney, formatTerm } from './money-format';

/**
 * Whether an amount and term are ones the product lends: inside its bounds and on its steps.
 * Null when they are; otherwise messages under the wire's `amount` and `term` that say what is.
 */
export function checkLoanTerms(product: LoanProduct, principalMinor: number, term: number): FieldErrors | null {
  const errors: FieldErrors = {};
  const money = (minor: number) => formatMoney(minor, product.currency);
  if (!Number.isSafeInteger(principalMinor) || principalMinor < product.minPrincipalMinor || principalMinor > product.maxPrincipalMinor) {
    errors.amount = [`Choose an amount from ${money(product.minPrincipalMinor)} to ${money(product.maxPrincipalMinor)}.`];
  } else if ((principalMinor - product.minPrincipalMinor) % product.principalStepMinor !== 0) {
    errors.amount = [`Choose an amount in steps of ${money(product.principalStepMinor)}, from ${money(product.minPrincipalMinor)}.`];
  }
  const unit = product.termUnit;
  if (!Number.isSafeInteger(term) || term < product.minTerm || term > product.maxTerm) {
    errors.term = [`Choose from ${product.minTerm} to ${formatTerm(product.maxTerm, unit)}.`];
  } else if ((term - product.minTerm) % product.termStep !== 0) {
    errors.term = [`Choose a term in steps of ${formatTerm(product.termStep, unit)}, from ${formatTerm(product.minTerm, unit)}.`];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
