import { describe, expect, it } from 'vitest';
import { isWorkingDay, lateBefore, nextWorkingDay } from '../../../src-domain/loans/working-days';

/** England and Wales, as gov.uk lists them: Easter 2026 and Christmas 2026 (Boxing Day is a Saturday). */
const ENGLAND_2026 = new Set(['2026-04-03', '2026-04-06', '2026-12-25', '2026-12-28']);
const bankHolidays = (date: string) => ENGLAND_2026.has(date);

describe('working days', () => {
  it('weekends and bank holidays are not working days', () => {
    expect(isWorkingDay('2026-11-27', bankHolidays)).toBe(true); // a Friday
    expect(isWorkingDay('2026-11-28', bankHolidays)).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29', bankHolidays)).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-25', bankHolidays)).toBe(false); // Christmas Day, a Friday
  });

  it('a payment due on Christmas Day 2026 can be made on Tuesday 29 December', () => {
    expect(nextWorkingDay('2026-12-25', bankHolidays)).toBe('2026-12-29');
    expect(nextWorkingDay('2026-11-27', bankHolidays)).toBe('2026-11-27');
  });

  it('a payment due on a Saturday is late only from the Tuesday', () => {
    // Due Saturday 28 November 2026: payable on Monday 30th.
    expect('2026-11-28' < lateBefore('2026-11-29', bankHolidays)).toBe(false); // Sunday
    expect('2026-11-28' < lateBefore('2026-11-30', bankHolidays)).toBe(false); // Monday
    expect('2026-11-28' < lateBefore('2026-12-01', bankHolidays)).toBe(true); // Tuesday
  });

  it('on a working day after a working day, late means due before today, as before', () => {
    expect(lateBefore('2026-11-25', bankHolidays)).toBe('2026-11-25'); // a Wednesday
  });

  it('after Easter, Good Friday to Easter Monday are payable on the Tuesday', () => {
    expect(lateBefore('2026-04-07', bankHolidays)).toBe('2026-04-03');
    expect(lateBefore('2026-04-08', bankHolidays)).toBe('2026-04-08');
  });
});
