import { describe, expect, it } from 'vitest';
import { RegisterDto } from '../../../../src-domain/auth/register.dto';
import { EmploymentDto } from '../../../../src-domain/profile/employment.dto';
import { requiredFieldsOf } from '../../../../src-domain/shared/validation/validate-input';

describe('requiredFieldsOf', () => {
  it('names the fields a DTO always requires, so a form marks exactly those', () => {
    // `terms` has its own rule (accepted) and its own sentence; the text fields are the required ones.
    expect([...requiredFieldsOf(RegisterDto)].sort()).toEqual(['email', 'first_name', 'last_name', 'password', 'password_confirmation', 'phone']);
  });

  it('leaves out fields required only in some cases (an employer, only for people who work)', () => {
    const employment = requiredFieldsOf(EmploymentDto);
    expect(employment.has('employment_type')).toBe(true);
    expect(employment.has('employer_name')).toBe(false);
    expect(employment.has('next_pay_date')).toBe(false);
  });
});
