/**
 * The day as servicing sees it, worked out once a day as the portal does: today (UTC), the earliest
 * due date not yet late (a payment due on a weekend or a bank holiday may be made on the next working
 * day), and the day a fortnight on (instalments due by then are "due"). Bank holidays from the same
 * calendar the portal reads (date-holidays, BANK_HOLIDAYS, default GB-ENG).
 */
import Holidays from 'date-holidays';

const DAY_MS = 86_400_000;
const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function servicingDays(region = 'GB-ENG') {
  const [country, state] = region.split('-');
  const calendar = new Holidays(country, state);
  const holidaysOf = new Map();
  const isBankHoliday = (date) => {
    const year = Number(date.slice(0, 4));
    if (!holidaysOf.has(year)) {
      const days = calendar.getHolidays(year).filter((holiday) => holiday.type === 'public' || holiday.type === 'bank');
      holidaysOf.set(year, new Set(days.map((holiday) => holiday.date.slice(0, 10))));
    }
    return holidaysOf.get(year).has(date);
  };
  const isWorkingDay = (date) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !isBankHoliday(date);
  };
  let day = { today: '' };
  return () => {
    const today = new Date().toISOString().slice(0, 10);
    if (day.today !== today) {
      let previous = addDays(today, -1);
      while (!isWorkingDay(previous)) previous = addDays(previous, -1);
      day = { today, lateBefore: addDays(previous, 1), fortnightAfter: addDays(today, 14) };
    }
    return day;
  };
}
