import { settlementQuote, type SettlementQuote } from '../loans/settlement';
import type { Instalment } from '../loans/schedule';
import type { FileLoan } from './borrower-file.entity';

/**
 * What settles `loan` on `asOf`, worked out from its schedule in the file with the same rule the
 * server applies when it settles (principal still owed, interest accrued to that day, unpaid fees
 * already due; no penalty). Shown to the staff member before they settle.
 */
export function settlementFigureOf(loan: FileLoan, asOf: string): SettlementQuote {
  let owed = loan.principalMinor;
  const instalments: Instalment[] = loan.schedule.map((row) => {
    owed -= row.principalMinor;
    return {
      number: row.number,
      dueDate: row.dueDate,
      paymentMinor: row.paymentMinor,
      interestMinor: row.interestMinor,
      principalMinor: row.principalMinor,
      feeMinor: row.feeMinor,
      balanceAfterMinor: Math.max(owed, 0),
    };
  });
  const paidThrough = loan.schedule.filter((row) => row.paidMinor >= row.paymentMinor).length;
  const unpaidFees = loan.schedule.filter((row) => row.paidMinor < row.paymentMinor && row.dueDate <= asOf).reduce((sum, row) => sum + row.feeMinor, 0);
  return settlementQuote(instalments, paidThrough, asOf, loan.startDate, unpaidFees);
}
