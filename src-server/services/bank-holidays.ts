import Holidays from 'date-holidays';
import type { BankHolidays } from '../../src-domain/loans/working-days';

/**
 * The bank holidays of `region` (`GB-ENG` England and Wales, `GB-SCT`, `GB-NIR`…), from the
 * date-holidays rules (substitute days included), worked out once per year asked about.
 */
export function bankHolidaysOf(region: string): BankHolidays {
  const [country, state] = region.split('-');
  const calendar = new Holidays();
  const known = country in calendar.getCountries() && (state === undefined || state in (calendar.getStates(country) ?? {}));
  if (!known) throw new Error(`BANK_HOLIDAYS=${region} is not a region we know holidays for; use e.g. GB-ENG, GB-SCT or GB-NIR.`);
  calendar.init(country, state);
  const years = new Map<number, Set<string>>();
  return (date) => {
    const year = Number(date.slice(0, 4));
    let days = years.get(year);
    if (!days) {
      days = new Set(calendar.getHolidays(year).filter((holiday) => holiday.type === 'public' || holiday.type === 'bank').map((holiday) => holiday.date.slice(0, 10)));
      years.set(year, days);
    }
    return days.has(date);
  };
}
