import { describe, expect, it } from 'vitest';
import { UserDetailsDto } from '../../../src-domain/profile/user-details.dto';
import { DISALLOWED_NINO_PREFIXES, isNationalInsuranceNumber, normaliseNino } from '../../../src-domain/profile/national-insurance';
import { fieldErrorsOf, validateInput } from '../../../src-domain/shared/validation/validate-input';
import { DETAILS_DTO } from './profile-fixtures';

describe('National Insurance number', () => {
  it('accepts two letters, six digits and A–D, with spaces and in lower case', () => {
    for (const nino of ['AB123456C', 'ab 12 34 56 c', ' JM 07 80 51 D ', 'ce123456a', 'TW 98 76 54 B']) expect(isNationalInsuranceNumber(nino), nino).toBe(true);
  });

  it('refuses the wrong shape: suffix after D, too few digits, dashes, an SSN', () => {
    for (const bad of ['AB123456E', 'AB12345C', 'AB-12-34-56-C', '078-05-1120', 'A1234567C', '', 42]) expect(isNationalInsuranceNumber(bad), String(bad)).toBe(false);
  });

  it('refuses the prefixes HMRC never issues', () => {
    for (const prefix of DISALLOWED_NINO_PREFIXES) expect(isNationalInsuranceNumber(`${prefix}123456A`), prefix).toBe(false);
    // D, F, I, Q, U, V never as either letter; O never second.
    for (const bad of ['DA', 'FA', 'IA', 'QQ', 'UA', 'VA', 'AD', 'AF', 'AI', 'AQ', 'AU', 'AV', 'AO']) expect(isNationalInsuranceNumber(`${bad}123456A`), bad).toBe(false);
    expect(isNationalInsuranceNumber('OA123456A')).toBe(true); // O is allowed first
  });

  it('stores the number compact and in capitals', async () => {
    expect(normaliseNino(' ab 12 34 56 c ')).toBe('AB123456C');
    expect((await validateInput(UserDetailsDto, { ...DETAILS_DTO, national_id: 'ab 12 34 56 c' })).national_id).toBe('AB123456C');
  });

  it('says which part is wrong: the prefix, or the layout', async () => {
    expect((await fieldErrorsOf(UserDetailsDto, { ...DETAILS_DTO, national_id: 'GB 12 34 56 C' })).national_id).toEqual([
      'Check the first two letters of your National Insurance number: no number starts with those.',
    ]);
    expect((await fieldErrorsOf(UserDetailsDto, { ...DETAILS_DTO, national_id: '078-05-1120' })).national_id?.[0]).toMatch(/two letters, six numbers, then A, B, C or D/);
  });

  it('leaves gender and education optional', async () => {
    const { gender: _g, education: _e, ...rest } = DETAILS_DTO;
    expect(await fieldErrorsOf(UserDetailsDto, rest)).toEqual({});
    expect(await fieldErrorsOf(UserDetailsDto, { ...rest, gender: null, education: null })).toEqual({});
  });
});
