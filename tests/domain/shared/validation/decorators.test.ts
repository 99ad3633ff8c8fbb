import { IsOptional } from 'class-validator';
import { describe, expect, it } from 'vitest';
import type { FileDescription } from '../../../../src-domain/shared/validation/file-description';
import {
  Alpha,
  AlphaDash,
  AlphaNum,
  AlphaSpaces,
  Between,
  Confirmed,
  Digits,
  Dimensions,
  Email,
  ExactLength,
  Ext,
  Image,
  Integer,
  Is,
  IsNot,
  MaxLength,
  MaxValue,
  Mimes,
  MinLength,
  MinValue,
  NotOneOf,
  Numeric,
  OneOf,
  Regex,
  Required,
  Size,
  Url,
} from '../../../../src-domain/shared/validation/rules';
import { fieldErrorsOf } from '../../../../src-domain/shared/validation/validate-input';

/** One field per rule; every field optional so each case breaks exactly the rules it means to. */
class EveryRule {
  @IsOptional() @Required() required?: unknown;
  @IsOptional() @Email() email?: unknown;
  @IsOptional() @MinLength(8) min?: unknown;
  @IsOptional() @MaxLength(3) max?: unknown;
  @IsOptional() @ExactLength(6) length?: unknown;
  @IsOptional() @Digits(6) digits?: unknown;
  @IsOptional() @Numeric() numeric?: unknown;
  @IsOptional() @Integer() integer?: unknown;
  @IsOptional() @Alpha() alpha?: unknown;
  @IsOptional() @AlphaDash() alpha_dash?: unknown;
  @IsOptional() @AlphaNum() alpha_num?: unknown;
  @IsOptional() @AlphaSpaces() alpha_spaces?: unknown;
  @IsOptional() @Between(1, 10) between?: unknown;
  @IsOptional() @MinValue(100) min_value?: unknown;
  @IsOptional() @MaxValue(5000) max_value?: unknown;
  @IsOptional() password?: unknown;
  @IsOptional() @Confirmed('password') password_confirmation?: unknown;
  @IsOptional() @Is(true) is?: unknown;
  @IsOptional() @IsNot('old') is_not?: unknown;
  @IsOptional() @OneOf(['weekly', 'monthly']) one_of?: unknown;
  @IsOptional() @NotOneOf(['password']) not_one_of?: unknown;
  @IsOptional() @Regex(/^[A-Z]{2}\d{2}$/) regex?: unknown;
  @IsOptional() @Url() url?: unknown;
  @IsOptional() @Ext(['pdf']) ext?: unknown;
  @IsOptional() @Mimes(['image/*']) mimes?: unknown;
  @IsOptional() @Image() image?: unknown;
  @IsOptional() @Dimensions(800, 600) dimensions?: unknown;
  @IsOptional() @Size(500) size?: unknown;
}

const photo: FileDescription = { name: 'id.jpg', type: 'image/jpeg', size: 500 * 1024, width: 800, height: 600 };

const good: Record<string, unknown> = {
  required: 'x', email: 'ada@example.com', min: 'abcdefgh', max: 'abc', length: 'abcdef', digits: '123456', numeric: '42',
  integer: '-4', alpha: 'Zoë', alpha_dash: 'a_b-c', alpha_num: 'ab12', alpha_spaces: 'Mary Jane', between: 10, min_value: 100,
  max_value: 5000, password: 'pw-123456', password_confirmation: 'pw-123456', is: true, is_not: 'new', one_of: 'weekly',
  not_one_of: 'unusual', regex: 'AB12', url: 'https://kestrel.test', ext: { ...photo, name: 'a.pdf' }, mimes: photo, image: photo,
  dimensions: photo, size: photo,
};

const bad: Record<string, unknown> = {
  required: ' ', email: 'ada@', min: 'abcdefg', max: 'abcd', length: 'abcdefg', digits: '12345', numeric: '4.2', integer: '4.5',
  alpha: 'Zoë 2', alpha_dash: 'a b', alpha_num: 'a-b', alpha_spaces: 'Mary 2', between: 11, min_value: 99, max_value: 5001,
  password_confirmation: 'pw-12345', is: 'true', is_not: 'old', one_of: 'daily', not_one_of: 'password', regex: 'ab12',
  url: 'javascript:alert(1)', ext: photo, mimes: { ...photo, type: 'application/pdf' }, image: { ...photo, type: 'text/plain' },
  dimensions: { ...photo, width: 801 }, size: { ...photo, size: 500 * 1024 + 1 },
};

describe('the rule decorators', () => {
  it('accept the values just inside every edge', async () => {
    expect(await fieldErrorsOf(EveryRule, good)).toEqual({});
  });

  it.each(Object.keys(bad))('%s refuses its bad value with "<field> is not valid."', async (field) => {
    const values = { ...good, [field]: bad[field] };
    const errors = await fieldErrorsOf(EveryRule, values);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toHaveLength(1);
    // email is a field the lender words itself (field-messages.ts); the other names here fall back.
    expect(errors[field][0]).toMatch(field === 'email' ? /^Enter an e-mail address like/ : / is not valid\.$/);
  });

  it('names the field in the message', async () => {
    expect(await fieldErrorsOf(EveryRule, { ...good, alpha_dash: 'a b' })).toEqual({ alpha_dash: ['Alpha dash is not valid.'] });
  });
});
