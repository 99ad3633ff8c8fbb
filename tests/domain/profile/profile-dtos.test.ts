import { describe, expect, it } from 'vitest';
import { AddressDto } from '../../../src-domain/profile/address.dto';
import { BankAccountDto, BankAccountUpdateDto } from '../../../src-domain/profile/bank-account.dto';
import { EmploymentDto } from '../../../src-domain/profile/employment.dto';
import { ageOn, isAccountNumber, isCalendarDate, isRoutingCodeFor, routingCodeKind } from '../../../src-domain/profile/profile.rules';
import { UserDetailsDto, UserDetailsUpdateDto } from '../../../src-domain/profile/user-details.dto';
import { FeedbackDto } from '../../../src-domain/feedback/feedback.dto';
import { fieldErrorsOf, validateInput } from '../../../src-domain/shared/validation/validate-input';
import { ADDRESS_DTO, BANK_DTO, DETAILS_DTO, EMPLOYMENT_DTO, inDays } from './profile-fixtures';

const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('profile rules', () => {
  it('accepts real calendar dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-04-31')).toBe(false);
    expect(isCalendarDate('17/05/1990')).toBe(false);
  });

  it('counts age in whole years', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
  });

  it('accepts an IBAN with a valid checksum or a domestic number, and the routing code that fits it', () => {
    expect(isAccountNumber('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isAccountNumber('GB82WEST12345698765433')).toBe(false);
    expect(isAccountNumber('31926819')).toBe(true);
    expect(isAccountNumber('12-34')).toBe(false);
    expect(routingCodeKind('60-16-13')).toBe('sort_code');
    expect(routingCodeKind('021000021')).toBe('aba');
    expect(routingCodeKind('021000022')).toBeNull();
    expect(routingCodeKind('NWBKGB2L')).toBe('bic');
    expect(isRoutingCodeFor('', 'GB82WEST12345698765432')).toBe(true);
    expect(isRoutingCodeFor('', '31926819')).toBe(false);
    expect(isRoutingCodeFor('NWBKGB2L', '31926819')).toBe(false);
  });
});

describe('UserDetailsDto', () => {
  it('accepts a complete adult', async () => {
    expect(await fieldErrorsOf(UserDetailsDto, DETAILS_DTO)).toEqual({});
  });

  it('refuses a 17-year-old in words, and accepts them on their 18th birthday', async () => {
    expect((await fieldErrorsOf(UserDetailsDto, { ...DETAILS_DTO, date_of_birth: yearsAgo(18, 1) })).date_of_birth).toEqual([
      'You must be at least 18 to borrow from us.',
    ]);
    expect(await fieldErrorsOf(UserDetailsDto, { ...DETAILS_DTO, date_of_birth: yearsAgo(18) })).toEqual({});
  });

  it('names every broken field in the lender’s words, and refuses undeclared fields', async () => {
    const errors = await fieldErrorsOf(UserDetailsDto, { ...DETAILS_DTO, nationality: 'GBR', gender: 'x', dependants: -1, is_admin: true });
    expect(errors).toMatchObject({
      nationality: ['Choose your nationality from the list.'],
      gender: ['Choose your gender from the list.'],
      dependants: ['Enter how many people depend on you, or 0.'],
      is_admin: ['Is admin is not an accepted field.'],
    });
  });

  it('needs the national ID on the first save only', async () => {
    const { national_id: _id, ...rest } = DETAILS_DTO;
    expect(Object.keys(await fieldErrorsOf(UserDetailsDto, rest))).toEqual(['national_id']);
    expect(await fieldErrorsOf(UserDetailsUpdateDto, rest)).toEqual({});
  });
});

describe('AddressDto', () => {
  it('accepts a UK address and checks the postcode against the country', async () => {
    expect(await fieldErrorsOf(AddressDto, ADDRESS_DTO)).toEqual({});
    expect((await fieldErrorsOf(AddressDto, { ...ADDRESS_DTO, postal_code: '90210' })).postal_code).toEqual(['Enter a postcode that fits the country, like LS1 4AP.']);
    expect(await fieldErrorsOf(AddressDto, { ...ADDRESS_DTO, postal_code: '90210', country: 'US' })).toEqual({});
  });

  it('writes a UK postcode as Royal Mail does, whatever the typing, and leaves other countries’ codes alone', async () => {
    expect((await validateInput(AddressDto, { ...ADDRESS_DTO, postal_code: 'ls15hd' })).postal_code).toBe('LS1 5HD');
    expect((await validateInput(AddressDto, { ...ADDRESS_DTO, postal_code: ' sw1a  1aa ' })).postal_code).toBe('SW1A 1AA');
    expect((await validateInput(AddressDto, { ...ADDRESS_DTO, postal_code: '90210', country: 'US' })).postal_code).toBe('90210');
  });

  it('refuses an unknown kind and a country that is not ISO 3166 alpha-2', async () => {
    const errors = await fieldErrorsOf(AddressDto, { ...ADDRESS_DTO, kind: 'holiday', country: 'XX' });
    expect(Object.keys(errors).sort()).toEqual(['country', 'kind']);
  });
});

describe('BankAccountDto', () => {
  it('accepts a domestic account with its sort code and an IBAN alone', async () => {
    expect(await fieldErrorsOf(BankAccountDto, BANK_DTO)).toEqual({});
    expect(await fieldErrorsOf(BankAccountDto, { ...BANK_DTO, account_number: 'DE89 3704 0044 0532 0130 00', routing_code: null, currency: 'EUR' })).toEqual({});
  });

  it('refuses a bad IBAN checksum and a domestic number without a routing code', async () => {
    expect(Object.keys(await fieldErrorsOf(BankAccountDto, { ...BANK_DTO, account_number: 'DE89370400440532013001', routing_code: null }))).toEqual(['account_number']);
    expect(Object.keys(await fieldErrorsOf(BankAccountDto, { ...BANK_DTO, routing_code: null }))).toEqual(['routing_code']);
  });

  it('lets an update leave the number out', async () => {
    const { account_number: _n, ...rest } = BANK_DTO;
    expect(await fieldErrorsOf(BankAccountUpdateDto, rest)).toEqual({});
  });
});

describe('EmploymentDto', () => {
  it('accepts an employed borrower with an upcoming pay date', async () => {
    expect(await fieldErrorsOf(EmploymentDto, EMPLOYMENT_DTO)).toEqual({});
  });

  it('needs an employer, position and start date from people who work, not from the retired', async () => {
    const bare = { ...EMPLOYMENT_DTO, employer_name: null, position: null, start_date: null, next_pay_date: null };
    expect(Object.keys(await fieldErrorsOf(EmploymentDto, bare)).sort()).toEqual(['employer_name', 'position', 'start_date']);
    expect(await fieldErrorsOf(EmploymentDto, { ...bare, employment_type: 'retired' })).toEqual({});
  });

  it('refuses take-home pay above gross pay, fractional pennies, a past pay date and a future start date', async () => {
    const errors = await fieldErrorsOf(EmploymentDto, {
      ...EMPLOYMENT_DTO,
      monthly_net_income: 300_000,
      monthly_gross_income: 2350.5,
      next_pay_date: inDays(-2),
      start_date: inDays(5),
    });
    expect(Object.keys(errors).sort()).toEqual(['monthly_gross_income', 'monthly_net_income', 'next_pay_date', 'start_date']);
    const net = await fieldErrorsOf(EmploymentDto, { ...EMPLOYMENT_DTO, monthly_net_income: 300_000 });
    expect(net.monthly_net_income).toEqual(['Take-home pay cannot be more than the pay before tax.']);
  });

  it('takes optional monthly outgoings in whole minor units, even above take-home pay', async () => {
    for (const outgoings of [undefined, null, 0, 95_000, 500_000]) {
      expect(await fieldErrorsOf(EmploymentDto, { ...EMPLOYMENT_DTO, monthly_outgoings: outgoings }), String(outgoings)).toEqual({});
    }
    for (const outgoings of [-1, 950.5, 1_000_000_001, '950']) {
      expect(Object.keys(await fieldErrorsOf(EmploymentDto, { ...EMPLOYMENT_DTO, monthly_outgoings: outgoings as never })), String(outgoings)).toEqual(['monthly_outgoings']);
    }
  });
});

describe('FeedbackDto', () => {
  it('takes a category, a message and an optional rating from 1 to 5', async () => {
    expect(await fieldErrorsOf(FeedbackDto, { category: 'website', message: 'Clear and quick, thank you.' })).toEqual({});
    const errors = await fieldErrorsOf(FeedbackDto, { category: 'spam', message: 'short', rating: 6 });
    expect(errors).toEqual({
      category: ['Choose what it is about from the list.'],
      message: ['Please write at least 10 characters.'],
      rating: ['Rating is not valid.'],
    });
  });
});
