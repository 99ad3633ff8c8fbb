/** What the servicing rule means for a borrower (src-domain/loans/working-days.ts `lateBefore`). */
export const WORKING_DAY_NOTE = 'A payment due on a weekend or a bank holiday can be made on the next working day at no extra cost.';
