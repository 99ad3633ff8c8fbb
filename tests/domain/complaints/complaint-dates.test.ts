import { describe, expect, it } from 'vitest';
import { complaintDeadlines, ukDateOf } from '../../../src-domain/complaints/complaint-dates';

// England and Wales, spring 2026: Good Friday, Easter Monday, the early May and spring bank holidays.
const HOLIDAYS = new Set(['2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25']);
const bankHolidays = (date: string) => HOLIDAYS.has(date);

describe('complaintDeadlines', () => {
  it('on an ordinary Tuesday: acknowledged by Wednesday, summary resolution until Friday, final response eight weeks on', () => {
    expect(complaintDeadlines('2026-06-09', bankHolidays)).toEqual({
      receivedOn: '2026-06-09',
      acknowledgeBy: '2026-06-10',
      summaryResolutionBy: '2026-06-12',
      finalResponseBy: '2026-08-04',
    });
  });

  it('skips the Easter weekend and its bank holidays when counting business days', () => {
    const dates = complaintDeadlines('2026-04-02', bankHolidays);
    expect(dates.acknowledgeBy).toBe('2026-04-07');
    expect(dates.summaryResolutionBy).toBe('2026-04-09');
    expect(dates.finalResponseBy).toBe('2026-05-28');
  });

  it('received on a Saturday: the first business day after it is Tuesday after Easter Monday', () => {
    const dates = complaintDeadlines('2026-04-04', bankHolidays);
    expect(dates.acknowledgeBy).toBe('2026-04-07');
    expect(dates.summaryResolutionBy).toBe('2026-04-09');
    // Eight weeks end on Saturday 30 May: we aim for Friday.
    expect(dates.finalResponseBy).toBe('2026-05-29');
  });

  it('when eight weeks end on a bank holiday, the final response is due the working day before', () => {
    expect(complaintDeadlines('2026-03-30', bankHolidays).finalResponseBy).toBe('2026-05-22');
  });

  it('a week crossing a Friday counts Monday as the next business day', () => {
    const dates = complaintDeadlines('2026-06-12', bankHolidays);
    expect(dates.acknowledgeBy).toBe('2026-06-15');
    expect(dates.summaryResolutionBy).toBe('2026-06-17');
  });
});

describe('ukDateOf', () => {
  it('counts a complaint sent late on a summer evening on the UK day, not the UTC one', () => {
    expect(ukDateOf(new Date('2026-06-01T23:30:00Z'))).toBe('2026-06-02');
    expect(ukDateOf(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-01');
  });
});
