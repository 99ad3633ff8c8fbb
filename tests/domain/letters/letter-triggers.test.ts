import { describe, expect, it } from 'vitest';
import { annualPeriods, arrearsCondition, arrearsNoticeKeys, defaultSumKey, requestKey } from '../../../src-domain/letters/letter-triggers';
import type { LetterScheduleRow } from '../../../src-domain/letters/letter-schedule-row';
import { lateBefore } from '../../../src-domain/loans/working-days';
import { addDays } from '../../../src-domain/shared/calendar-date';

/** England and Wales, as gov.uk lists them: Christmas 2026 (Boxing Day substituted on Monday 28th) and Easter 2027. */
const ENGLAND = new Set(['2026-12-25', '2026-12-28', '2027-01-01', '2027-03-26', '2027-03-29']);
const bankHolidays = (date: string) => ENGLAND.has(date);
const noHolidays = () => false;

describe('annual statements (s.77A)', () => {
  it('owes nothing until the first anniversary has passed, then one statement due 30 days after it', () => {
    const periodsOn = (today: string) => annualPeriods('2026-03-15', today, noHolidays);
    expect(periodsOn('2027-03-14')).toEqual([]);
    expect(periodsOn('2027-03-15')).toEqual([]); // the anniversary is the period's last day
    expect(periodsOn('2027-03-16')).toEqual([{ key: 'annual:2027-03-15', start: '2026-03-16', end: '2027-03-15', dueBy: '2027-04-14' }]);
  });

  it('on a moving date, adds one period a year, each keyed by its end so a later run finds the same keys', () => {
    const counts = new Map<number, string>();
    for (let day = '2026-03-15'; day <= '2029-03-20'; day = addDays(day, 1)) {
      const count = annualPeriods('2026-03-15', day, noHolidays).length;
      if (!counts.has(count)) counts.set(count, day);
    }
    expect([...counts]).toEqual([[0, '2026-03-15'], [1, '2027-03-16'], [2, '2028-03-16'], [3, '2029-03-16']]);
    expect(annualPeriods('2026-03-15', '2029-03-16', noHolidays).map((period) => period.key)).toEqual(['annual:2027-03-15', 'annual:2028-03-15', 'annual:2029-03-15']);
  });

  it('counts every period from the agreement date, so a month end never drifts', () => {
    const periods = annualPeriods('2026-01-31', '2029-02-01', noHolidays);
    expect(periods.map(({ start, end }) => [start, end])).toEqual([
      ['2026-02-01', '2027-01-31'],
      ['2027-02-01', '2028-01-31'],
      ['2028-02-01', '2029-01-31'],
    ]);
  });

  it('an agreement made on 29 February ends its periods on 28 February, and on the 29th in a leap year', () => {
    const periods = annualPeriods('2024-02-29', '2028-03-01', noHolidays);
    expect(periods.map(({ start, end }) => [start, end])).toEqual([
      ['2024-03-01', '2025-02-28'],
      ['2025-03-01', '2026-02-28'],
      ['2026-03-01', '2027-02-28'],
      ['2027-03-01', '2028-02-29'],
    ]);
    expect(annualPeriods('2024-02-29', '2028-02-29', noHolidays)).toHaveLength(3);
  });

  it('brings a due date on a weekend forward to the Friday before, never later', () => {
    // Period ends Thursday 18 March 2027; 30 days on is Saturday 17 April.
    expect(annualPeriods('2026-03-18', '2027-03-19', noHolidays)[0].dueBy).toBe('2027-04-16');
  });

  it('brings a due date on Easter Monday forward past Good Friday to the Thursday', () => {
    // Period ends Saturday 27 February 2027; 30 days on is Easter Monday, 29 March.
    expect(annualPeriods('2026-02-27', '2027-02-28', noHolidays)[0].dueBy).toBe('2027-03-29');
    expect(annualPeriods('2026-02-27', '2027-02-28', bankHolidays)[0].dueBy).toBe('2027-03-25');
  });

  it('owes no statement for a period that had not ended when the loan was repaid', () => {
    expect(annualPeriods('2026-03-15', '2030-01-01', noHolidays, '2027-06-01').map((period) => period.key)).toEqual(['annual:2027-03-15']);
    expect(annualPeriods('2026-03-15', '2030-01-01', noHolidays, '2027-03-15')).toEqual([]);
  });
});

/** A £100 instalment on each of `dueDates`, nothing paid. */
function monthlyRows(dueDates: string[], payment = 10_000): LetterScheduleRow[] {
  return dueDates.map((dueDate, index) => ({ number: index + 1, dueDate, paymentMinor: payment, feeMinor: 0, paidAmountMinor: 0 }));
}

/**
 * The servicing run on a moving clock: each day, rows newly late are marked missed (with a £12 fee),
 * and the condition is asked again; answers the condition of each day.
 */
function runDays(rows: LetterScheduleRow[], from: string, to: string, holidays = bankHolidays, pay: Record<string, (rows: LetterScheduleRow[]) => void> = {}): Map<string, string | null> {
  const answers = new Map<string, string | null>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    pay[day]?.(rows);
    const late = lateBefore(day, holidays);
    for (const row of rows) {
      if (row.dueDate < late && !row.missedAt && row.paidAmountMinor < row.paymentMinor) {
        row.missedAt = `${day}T09:00:00Z`;
        row.feeMinor += 1_200;
      }
    }
    answers.set(day, arrearsCondition(rows, day, late));
  }
  return answers;
}

describe('the s.86B arrears condition', () => {
  it('holds from the day the second missed instalment is late, across Christmas and Boxing Day', () => {
    // Due Wednesday 25 November and Friday 25 December 2026: the second is payable until Tuesday 29th.
    const answers = runDays(monthlyRows(['2026-11-25', '2026-12-25', '2027-01-25']), '2026-11-20', '2027-01-10');
    expect(answers.get('2026-11-27')).toBeNull(); // one missed
    expect(answers.get('2026-12-29')).toBeNull(); // the second still payable today
    expect(answers.get('2026-12-30')).toBe('2026-12-30');
    expect(answers.get('2027-01-10')).toBe('2026-12-30'); // keeps its date while it lasts
  });

  it('does not hold with one instalment missed, nor with a part payment that leaves less than the last two short', () => {
    const rows = monthlyRows(['2026-05-06', '2026-06-06', '2026-07-06']);
    expect(arrearsCondition(rows.slice(0, 1), '2026-06-01', '2026-06-01')).toBeNull();
    rows[0].paidAmountMinor = 5_000;
    expect(arrearsCondition(rows, '2026-06-10', '2026-06-10')).toBeNull(); // £150 short < £200
    // The third missed: £250 short ≥ £200, from the day it is found late.
    rows[0].missedAt = '2026-05-07T08:00:00Z';
    rows[1].missedAt = '2026-06-09T08:00:00Z';
    rows[2].missedAt = '2026-07-07T08:00:00Z';
    expect(arrearsCondition(rows, '2026-07-08', '2026-07-08')).toBe('2026-07-07');
  });

  it('ends when the arrears are paid, and dates afresh when they come back', () => {
    const rows = monthlyRows(['2026-05-06', '2026-06-06', '2026-07-06', '2026-08-06', '2026-09-06']);
    const paidUp = (through: number) => (all: LetterScheduleRow[]) => all.slice(0, through).forEach((row) => (row.paidAmountMinor = row.paymentMinor + row.feeMinor));
    const answers = runDays(rows, '2026-05-01', '2026-10-01', noHolidays, { '2026-07-20': paidUp(3) });
    expect(answers.get('2026-07-19')).toBe('2026-06-09'); // Saturday 6 June is payable until Monday the 8th
    expect(answers.get('2026-07-20')).toBeNull();
    expect(answers.get('2026-08-20')).toBeNull(); // one missed again
    expect(answers.get('2026-09-08')).toBe('2026-09-08'); // due Sunday 6 September, late on Tuesday 8th
  });

  it('counts instalments only: a late fee charged and unpaid is not an instalment in arrears', () => {
    const rows = monthlyRows(['2026-05-06', '2026-06-06']);
    rows[0].paidAmountMinor = 10_000;
    rows[0].feeMinor = 1_200;
    rows[0].missedAt = '2026-05-07T08:00:00Z';
    rows[1].missedAt = '2026-06-09T08:00:00Z';
    expect(arrearsCondition(rows, '2026-06-10', '2026-06-10')).toBeNull();
  });

  it('two instalments found late on the same day hold from that day', () => {
    expect(arrearsCondition(monthlyRows(['2026-05-06', '2026-06-06', '2026-07-06']), '2026-06-10', '2026-06-10')).toBe('2026-06-10');
  });

  it('reads when it was found late in UK time: 23:30 UTC on 8 June is already the 9th in London', () => {
    const rows = monthlyRows(['2026-05-06', '2026-06-06']);
    rows[0].missedAt = '2026-05-07T08:00:00Z';
    rows[1].missedAt = '2026-06-08T23:30:00Z';
    expect(arrearsCondition(rows, '2026-06-10', '2026-06-10')).toBe('2026-06-09');
  });
});

describe('arrears notices', () => {
  it('owes the first notice within 14 days of the condition, then one every six months while it holds', () => {
    expect(arrearsNoticeKeys('2026-08-31', '2026-08-30')).toEqual([]);
    expect(arrearsNoticeKeys('2026-08-31', '2026-08-31')).toEqual([{ key: 'arrears:2026-08-31', dueBy: '2026-09-14' }]);
    expect(arrearsNoticeKeys('2026-08-31', '2027-02-27')).toHaveLength(1);
    // Six months from 31 August is the last day of February.
    expect(arrearsNoticeKeys('2026-08-31', '2027-02-28')).toEqual([
      { key: 'arrears:2026-08-31', dueBy: '2026-09-14' },
      { key: 'arrears:2026-08-31+6m', dueBy: '2027-02-28' },
    ]);
    expect(arrearsNoticeKeys('2026-08-31', '2027-08-31').map((notice) => notice.key)).toEqual(['arrears:2026-08-31', 'arrears:2026-08-31+6m', 'arrears:2026-08-31+12m']);
  });

  it('in a leap year, six months from 31 August 2027 is 29 February 2028', () => {
    expect(arrearsNoticeKeys('2027-08-31', '2028-02-29').at(-1)).toEqual({ key: 'arrears:2027-08-31+6m', dueBy: '2028-02-29' });
  });
});

describe('trigger keys', () => {
  it('name a default sum by its instalment and a request by its id', () => {
    expect(defaultSumKey(417)).toBe('default-sum:417');
    expect(requestKey('0b7c3c1e-8a34-4d0c-9b0e-3f7f2a6a1c55')).toBe('request:0b7c3c1e-8a34-4d0c-9b0e-3f7f2a6a1c55');
  });
});
