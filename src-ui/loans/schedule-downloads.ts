import type { Loan, ScheduledInstalment } from '../../src-domain/loans/loan.entity';
import { formatMoney } from '../../src-domain/loans/money-format';
import { INSTALMENT_STATUS_LABELS } from '../../src-domain/loans/loan-status';
import { saveFile } from '../shared/save-file';

/** Pounds with two decimals for a spreadsheet ("168.23"), from minor units, without floating arithmetic. */
function plainPounds(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The schedule as a CSV a spreadsheet opens (papaparse, loaded on demand). */
export async function downloadScheduleCsv(loan: Loan, schedule: ScheduledInstalment[]): Promise<void> {
  const { unparse } = await import('papaparse');
  const csv = unparse({
    fields: ['Payment', 'Due date', 'Amount (GBP)', 'Interest (GBP)', 'Principal (GBP)', 'Fees (GBP)', 'Left to repay (GBP)', 'Paid (GBP)', 'Status'],
    data: schedule.map((row) => [
      row.number,
      row.dueDate,
      plainPounds(row.paymentMinor),
      plainPounds(row.interestMinor),
      plainPounds(row.principalMinor),
      plainPounds(row.feeMinor),
      plainPounds(row.balanceAfterMinor),
      plainPounds(row.paidAmountMinor),
      INSTALMENT_STATUS_LABELS[row.status],
    ]),
  });
  saveFile(`${loan.reference}-schedule.csv`, 'text/csv;charset=utf-8', csv);
}

/** The payments still to make as calendar events (ics, loaded on demand), one all-day event each. */
export async function downloadScheduleCalendar(loan: Loan, schedule: ScheduledInstalment[]): Promise<void> {
  const { createEvents } = await import('ics');
  const upcoming = schedule.filter((row) => row.status !== 'paid');
  const { error, value } = createEvents(
    upcoming.map((row) => {
      const [y, m, d] = row.dueDate.split('-').map(Number);
      return {
        start: [y, m, d] as [number, number, number],
        duration: { days: 1 },
        title: `${loan.productName} payment ${row.number} of ${schedule.length}: ${formatMoney(row.paymentMinor + row.feeMinor - row.paidAmountMinor, loan.currency)}`,
        description: `Loan ${loan.reference}. Make sure the money is in your account the day before.`,
        uid: `${loan.reference}-${row.number}@kestrel-credit`,
      };
    }),
  );
  if (error || !value) throw error ?? new Error('The calendar could not be made.');
  saveFile(`${loan.reference}-payments.ics`, 'text/calendar;charset=utf-8', value);
}
