import { describe, expect, it } from 'vitest';
import { DocumentUploadDto } from '../../../../src-domain/documents/document-upload.dto';
import { LoanQuoteDto, PaydayCalculationDto } from '../../../../src-domain/loans/loan-quote.dto';
import { EligibilityCheckDto, LoanRequestDto } from '../../../../src-domain/loans/loan-request.dto';
import { SettlementQueryDto } from '../../../../src-domain/loans/settlement-query.dto';
import { EmploymentDto } from '../../../../src-domain/profile/employment.dto';
import { UserDetailsDto, UserDetailsUpdateDto } from '../../../../src-domain/profile/user-details.dto';
import { dateVerdict, isDateWithin, TODAY, yearsFromToday } from '../../../../src-domain/shared/validation/date.predicates';
import { fieldErrorsOf } from '../../../../src-domain/shared/validation/validate-input';
import { DETAILS_DTO, EMPLOYMENT_DTO } from '../../profile/profile-fixtures';

/** Issue 22: `YYYY-MM-DD` `days` from today, as a form would hold it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FAR_OFF = ['9999-01-01', '0001-01-01', '1899-12-31', '2200-01-02', '1800-01-01'];
const NOT_DATES = ['+275760-09-13', '2024-02-30', '2023-02-29', '27/03/1987', '', '2024-1-5'];

describe('a date in range (date.predicates)', () => {
  const nearToday = { earliest: yearsFromToday(-1), latest: yearsFromToday(1) };

  it('tells far off from not a date, whatever the field’s window', () => {
    expect(dateVerdict('9999-01-01')).toBe('too_late');
    expect(dateVerdict('2200-01-01')).toBe('too_late');
    expect(dateVerdict('2199-12-31')).toBe('ok');
    expect(dateVerdict('1900-01-01')).toBe('ok');
    expect(dateVerdict('1899-12-31')).toBe('too_early');
    expect(dateVerdict('0001-01-01')).toBe('too_early');
    expect(dateVerdict('1899-02-30')).toBe('too_early');
    for (const value of [...NOT_DATES, 20240101, null, undefined, new Date()]) expect(dateVerdict(value), String(value)).toBe('not_a_date');
  });

  it('holds a window worked out from today, both ends included', () => {
    const today = '2026-11-26';
    expect(dateVerdict('2025-11-26', nearToday, today)).toBe('ok');
    expect(dateVerdict('2025-11-25', nearToday, today)).toBe('too_early');
    expect(dateVerdict('2027-11-26', nearToday, today)).toBe('ok');
    expect(dateVerdict('2027-11-27', nearToday, today)).toBe('too_late');
    expect(isDateWithin(today, { earliest: TODAY, latest: TODAY }, today)).toBe(true);
  });

  it('keeps a window inside 1900–2199 even when today is near either end', () => {
    expect(dateVerdict('2200-06-01', nearToday, '2199-12-01')).toBe('too_late');
    expect(dateVerdict('1899-06-01', nearToday, '1900-01-10')).toBe('too_early');
  });

  it('counts a year from 29 February to 28 February', () => {
    expect(dateVerdict('2025-02-28', nearToday, '2024-02-29')).toBe('ok');
    expect(dateVerdict('2025-03-01', nearToday, '2024-02-29')).toBe('too_late');
  });
});

describe('every DTO that takes a date refuses one far from it, with words for the field', () => {
  const quote = { product_alias: 'personal-loan', amount: 300_000, term: 24 };
  const request = { ...quote, purpose: 'car', bank_id: 1, consent: true };

  for (const [name, dto, body] of [
    ['LoanQuoteDto', LoanQuoteDto, quote],
    ['PaydayCalculationDto', PaydayCalculationDto, { amount: 30_000, term: 30 }],
    ['EligibilityCheckDto', EligibilityCheckDto, quote],
    ['LoanRequestDto', LoanRequestDto, request],
  ] as const) {
    it(`${name}: a start date within a year of today`, async () => {
      for (const date of [...FAR_OFF, inDays(-370), inDays(370)]) {
        expect(await fieldErrorsOf(dto, { ...body, start_date: date }), date).toEqual({ start_date: ['Choose a start date within a year of today.'] });
      }
      for (const date of NOT_DATES) expect(await fieldErrorsOf(dto, { ...body, start_date: date }), date).toEqual({ start_date: ['Enter a start date like 2027-01-31.'] });
      for (const date of [inDays(-360), inDays(0), inDays(360)]) expect(await fieldErrorsOf(dto, { ...body, start_date: date }), date).toEqual({});
    });
  }

  it('UserDetailsDto and its update: a date of birth in the last 120 years, and one message for a date after today', async () => {
    for (const dto of [UserDetailsDto, UserDetailsUpdateDto]) {
      for (const date of ['1800-01-01', '0001-01-01', '1899-12-31', inDays(-121 * 366)]) {
        expect((await fieldErrorsOf(dto, { ...DETAILS_DTO, date_of_birth: date })).date_of_birth, date).toEqual(['Check the year of your date of birth: it is more than 120 years ago.']);
      }
      for (const date of ['9999-01-01', '2200-01-02', inDays(1)]) {
        expect((await fieldErrorsOf(dto, { ...DETAILS_DTO, date_of_birth: date })).date_of_birth, date).toEqual(['You must be at least 18 to borrow from us.']);
      }
      expect((await fieldErrorsOf(dto, { ...DETAILS_DTO, date_of_birth: '2024-02-30' })).date_of_birth).toEqual(['Enter your date of birth as day, month and year, like 27 3 1987.']);
      expect(await fieldErrorsOf(dto, { ...DETAILS_DTO, date_of_birth: '1930-06-01' })).toEqual({});
    }
  });

  it('EmploymentDto: a job started in the last 80 years, not after today; the next pay day within a year', async () => {
    const errorsOf = async (fields: object) => fieldErrorsOf(EmploymentDto, { ...EMPLOYMENT_DTO, ...fields });
    for (const date of ['1800-01-01', '0001-01-01', inDays(-81 * 366)]) expect((await errorsOf({ start_date: date })).start_date, date).toEqual(['Check the year you started: it is more than 80 years ago.']);
    for (const date of ['9999-01-01', inDays(1)]) expect((await errorsOf({ start_date: date })).start_date, date).toEqual(['The start date cannot be in the future.']);
    expect((await errorsOf({ start_date: '2024-02-30' })).start_date).toEqual(['Enter the date you started as day, month and year.']);
    for (const date of ['9999-01-01', '1800-01-01', inDays(-1), inDays(370)]) expect((await errorsOf({ next_pay_date: date })).next_pay_date, date).toEqual(['The next pay date must be today or later, within a year.']);
    expect((await errorsOf({ next_pay_date: '+275760-09-13' })).next_pay_date).toEqual(['Enter the next pay date as day, month and year.']);
    expect(await errorsOf({ start_date: inDays(-79 * 365), next_pay_date: inDays(360) })).toEqual({});
  });

  it('DocumentUploadDto: an expiry date from today to 20 years on', async () => {
    const errorsOf = async (expires_on: string) => (await fieldErrorsOf(DocumentUploadDto, { document_type: 'passport', expires_on })).expires_on;
    for (const date of ['1800-01-01', '0001-01-01', inDays(-1)]) expect(await errorsOf(date), date).toEqual(['This document has already expired.']);
    for (const date of ['9999-01-01', '2200-01-02', inDays(21 * 366)]) expect(await errorsOf(date), date).toEqual(['Check the expiry date: it is more than 20 years from today.']);
    for (const date of NOT_DATES) expect(await errorsOf(date), date).toEqual(['Give the expiry date as YYYY-MM-DD.']);
    expect(await errorsOf(inDays(10 * 365))).toBeUndefined();
  });

  it('SettlementQueryDto: a date within a year of today', async () => {
    for (const date of [...FAR_OFF, inDays(370)]) expect(await fieldErrorsOf(SettlementQueryDto, { date }), date).toEqual({ date: ['Choose a date within a year of today.'] });
    expect(await fieldErrorsOf(SettlementQueryDto, { date: '2024-02-30' })).toEqual({ date: ['Enter a date like 2027-01-31.'] });
    expect(await fieldErrorsOf(SettlementQueryDto, { date: inDays(30) })).toEqual({});
    expect(await fieldErrorsOf(SettlementQueryDto, {})).toEqual({});
  });
});
