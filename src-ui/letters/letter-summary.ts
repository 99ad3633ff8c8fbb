import type { Letter } from '../../src-domain/letters/letter.entity';
import { formatMoney } from '../../src-domain/loans/money-format';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';

/**
 * The headline figures of a letter in a line ("Paid £2,036.28 · still to pay £4,072.56"), from the
 * figures the letter itself carries, so the list says what the PDF says. Empty when it carries none.
 */
export function letterSummaryLine(letter: Letter, currency = 'GBP'): string {
  const s = letter.summary;
  const money = (minor: number) => formatMoney(minor, currency, 'always');
  const parts: string[] = [];
  if (s.settlementTotalMinor !== undefined) {
    parts.push(`To settle: ${money(s.settlementTotalMinor)}${s.validUntil ? `, valid until ${formatCalendarDate(s.validUntil)}` : ''}`);
  }
  if (s.paidToDateMinor !== undefined) parts.push(`Paid ${money(s.paidToDateMinor)}`);
  if (s.arrearsMinor) parts.push(`in arrears ${money(s.arrearsMinor)}`);
  if (s.stillToPayMinor !== undefined) parts.push(`still to pay ${money(s.stillToPayMinor)}`);
  if (s.defaultSumMinor !== undefined) parts.push(`Default sum ${money(s.defaultSumMinor)}`);
  const line = parts.join(' · ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
