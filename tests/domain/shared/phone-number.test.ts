import { describe, expect, it } from 'vitest';
import { formatPhone, toMobileE164, toPhoneE164 } from '../../../src-domain/shared/phone-number';
import { validateInput } from '../../../src-domain/shared/validation/validate-input';
import { RegisterDto } from '../../../src-domain/auth/register.dto';
import { ValidationFailed } from '../../../src-domain/shared/errors';

describe('phone numbers as a UK lender reads them', () => {
  it.each([
    ['07700 900 456', '+447700900456'],
    ['07700900456', '+447700900456'],
    ['+44 7700 900456', '+447700900456'],
    ['0044 7700 900456', '+447700900456'],
    ['(07700) 900-456', '+447700900456'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+1 555 555 0123', '+15555550123'],
  ])('the mobile %s is %s', (typed, e164) => {
    expect(toMobileE164(typed)).toBe(e164);
  });

  it.each(['0113 496 0000', '07700 900', '0800 123 4567', 'call me', '07700900456x', '+44', ''])('%s is not a mobile we can text', (typed) => {
    expect(toMobileE164(typed)).toBeNull();
  });

  it('takes a landline where any number will do, and writes numbers the way the country does', () => {
    expect(toPhoneE164('0113 496 0000')).toBe('+441134960000');
    expect(toPhoneE164('0113 496')).toBeNull();
    expect(formatPhone('+447700900456')).toBe('07700 900456');
    expect(formatPhone('+441134960000')).toBe('0113 496 0000');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
  });

  it('the sign-up form and the API read a typed UK mobile as E.164, and refuse a landline in words', async () => {
    const base = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'correct-horse-battery', password_confirmation: 'correct-horse-battery', terms: true };
    expect((await validateInput(RegisterDto, { ...base, phone: '07700 900 456' })).phone).toBe('+447700900456');
    const refused = await validateInput(RegisterDto, { ...base, phone: '0113 496 0000' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ValidationFailed);
    expect((refused as ValidationFailed).fields.phone).toEqual(['Enter a UK mobile number, like 07700 900123, or a number abroad starting with its country code.']);
  });
});
