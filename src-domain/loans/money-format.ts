/**
 * Money as a borrower reads it: "£5,000" for whole pounds, "£168.26" otherwise. Formatting only;
 * the integer of minor units is exact, and so is its division by 100 for any amount a loan holds.
 */
export function formatMoney(minor: number, currency = 'GBP'): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(minor / 100);
}

/** "36 months", "1 month", "30 days". */
export function formatTerm(term: number, unit: 'days' | 'months'): string {
  const noun = unit === 'days' ? 'day' : 'month';
  return `${term} ${noun}${term === 1 ? '' : 's'}`;
}
