/** Whether whole pounds show their pence: only when needed in prose ("£5,000"), always in columns of figures. */
export type PenceShown = 'when-needed' | 'always';

/**
 * Money as a borrower reads it: "£5,000" for whole pounds, "£168.26" otherwise; with `pence: 'always'`
 * "£157.00", so a column of figures lines up. Formatting only; the integer of minor units is exact,
 * and so is its division by 100 for any amount a loan holds.
 */
export function formatMoney(minor: number, currency = 'GBP', pence: PenceShown = 'when-needed'): string {
  const whole = minor % 100 === 0 && pence === 'when-needed';
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(minor / 100);
}

/** "36 months", "1 month", "30 days". */
export function formatTerm(term: number, unit: 'days' | 'months'): string {
  const noun = unit === 'days' ? 'day' : 'month';
  return `${term} ${noun}${term === 1 ? '' : 's'}`;
}
