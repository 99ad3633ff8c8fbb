import { describe, expect, it } from 'vitest';
import type { FileDescription } from '../../../../src-domain/shared/validation/file-description';
import { RULES, checkRules } from '../../../../src-domain/shared/validation/rule-set';

const pdf: FileDescription = { name: 'payslip.PDF', type: 'application/pdf', size: 2048 };
const photo: FileDescription = { name: 'id.jpg', type: 'image/jpeg', size: 1024 * 500, width: 800, height: 600 };

type Case = [label: string, check: () => boolean];

/** For each rule: the values just inside its edge pass, those just outside fail. */
const passes: Record<keyof typeof RULES, Case[]> = {
  required: [['text', () => RULES.required('a')], ['zero', () => RULES.required(0)], ['false', () => RULES.required(false)], ['list', () => RULES.required([1])]],
  email: [['plain', () => RULES.email('ada@example.com')], ['subdomain and plus', () => RULES.email('ada+loans@mail.example.co.uk')]],
  min: [['exactly min', () => RULES.min('abcdefgh', 8)], ['above', () => RULES.min('abcdefghi', 8)]],
  max: [['exactly max', () => RULES.max('abc', 3)], ['empty', () => RULES.max('', 3)]],
  length: [['string', () => RULES.length('abcdef', 6)], ['list', () => RULES.length([1, 2], 2)]],
  digits: [['six digits', () => RULES.digits('012345', 6)], ['number', () => RULES.digits(123456, 6)]],
  numeric: [['digits', () => RULES.numeric('0042')], ['number', () => RULES.numeric(42)]],
  integer: [['negative', () => RULES.integer('-12')], ['number', () => RULES.integer(7)], ['zero', () => RULES.integer('0')]],
  alpha: [['ascii', () => RULES.alpha('Ada')], ['accents', () => RULES.alpha('Zoë')], ['other script', () => RULES.alpha('Łukasz')]],
  alpha_dash: [['mixed', () => RULES.alpha_dash('loan_ref-2026')]],
  alpha_num: [['mixed', () => RULES.alpha_num('Ref2026')]],
  alpha_spaces: [['name', () => RULES.alpha_spaces("Anne-Marie O'Neil")], ['spaces', () => RULES.alpha_spaces('Mary Jane')]],
  between: [['lower edge', () => RULES.between(1, 1, 10)], ['upper edge string', () => RULES.between('10', 1, 10)], ['decimal', () => RULES.between('5.5', 1, 10)]],
  min_value: [['edge', () => RULES.min_value(100, 100)], ['string', () => RULES.min_value('150', 100)]],
  max_value: [['edge', () => RULES.max_value(5000, 5000)], ['negative', () => RULES.max_value(-1, 0)]],
  confirmed: [['same', () => RULES.confirmed('secret-pass', 'secret-pass')]],
  is: [['true', () => RULES.is(true, true)]],
  is_not: [['different', () => RULES.is_not('new-password', 'old-password')]],
  one_of: [['member', () => RULES.one_of('weekly', ['weekly', 'monthly'])]],
  not_one_of: [['not a member', () => RULES.not_one_of('monthly', ['weekly'])]],
  regex: [['match', () => RULES.regex('AB12', /^[A-Z]{2}\d{2}$/)], ['string pattern', () => RULES.regex('x', '^x$')]],
  url: [['https', () => RULES.url('https://kestrel.test/loans?x=1')], ['http localhost', () => RULES.url('http://localhost:8000')]],
  ext: [['case-insensitive', () => RULES.ext(pdf, ['pdf'])], ['leading dot', () => RULES.ext(pdf, ['.pdf', 'png'])], ['list', () => RULES.ext([pdf, { ...pdf, name: 'b.png' }], ['pdf', 'png'])]],
  mimes: [['exact', () => RULES.mimes(pdf, ['application/pdf'])], ['wildcard', () => RULES.mimes(photo, ['image/*'])]],
  image: [['jpeg', () => RULES.image(photo)]],
  dimensions: [['exact', () => RULES.dimensions(photo, 800, 600)]],
  size: [['at the limit', () => RULES.size({ ...pdf, size: 1024 * 500 }, 500)], ['empty file', () => RULES.size({ ...pdf, size: 0 }, 1)]],
};

const fails: Record<keyof typeof RULES, Case[]> = {
  required: [['undefined', () => RULES.required(undefined)], ['null', () => RULES.required(null)], ['blank', () => RULES.required('   ')], ['empty list', () => RULES.required([])]],
  email: [['no domain', () => RULES.email('ada@')], ['no at', () => RULES.email('ada.example.com')], ['not a string', () => RULES.email(42)], ['empty', () => RULES.email('')]],
  min: [['one short', () => RULES.min('abcdefg', 8)], ['not a string', () => RULES.min(12345678, 8)]],
  max: [['one over', () => RULES.max('abcd', 3)]],
  length: [['one short', () => RULES.length('abcde', 6)], ['one over', () => RULES.length('abcdefg', 6)], ['number', () => RULES.length(123456, 6)]],
  digits: [['five', () => RULES.digits('12345', 6)], ['seven', () => RULES.digits('1234567', 6)], ['letter', () => RULES.digits('12345a', 6)], ['sign', () => RULES.digits('-12345', 6)]],
  numeric: [['decimal', () => RULES.numeric('1.5')], ['negative', () => RULES.numeric('-1')], ['empty', () => RULES.numeric('')], ['spaces', () => RULES.numeric(' 1')]],
  integer: [['decimal string', () => RULES.integer('1.5')], ['decimal number', () => RULES.integer(1.5)], ['empty', () => RULES.integer('')], ['plus', () => RULES.integer('+1')]],
  alpha: [['space', () => RULES.alpha('Ada L')], ['digit', () => RULES.alpha('Ada1')], ['empty', () => RULES.alpha('')]],
  alpha_dash: [['space', () => RULES.alpha_dash('a b')], ['dot', () => RULES.alpha_dash('a.b')]],
  alpha_num: [['dash', () => RULES.alpha_num('a-b')], ['empty', () => RULES.alpha_num('')]],
  alpha_spaces: [['digit', () => RULES.alpha_spaces('Ada 2')], ['leading space', () => RULES.alpha_spaces(' Ada')], ['empty', () => RULES.alpha_spaces('')]],
  between: [['below', () => RULES.between(0.99, 1, 10)], ['above', () => RULES.between('10.01', 1, 10)], ['blank', () => RULES.between('', 1, 10)], ['word', () => RULES.between('five', 1, 10)]],
  min_value: [['below', () => RULES.min_value(99, 100)], ['NaN', () => RULES.min_value(Number.NaN, 0)]],
  max_value: [['above', () => RULES.max_value(5001, 5000)], ['Infinity', () => RULES.max_value(Number.POSITIVE_INFINITY, 5000)]],
  confirmed: [['different', () => RULES.confirmed('secret-pass', 'secret-pas')], ['type differs', () => RULES.confirmed('1', 1)]],
  is: [['truthy but not true', () => RULES.is('true', true)]],
  is_not: [['same', () => RULES.is_not('old-password', 'old-password')]],
  one_of: [['not a member', () => RULES.one_of('daily', ['weekly', 'monthly'])], ['type differs', () => RULES.one_of('1', [1])]],
  not_one_of: [['member', () => RULES.not_one_of('weekly', ['weekly'])]],
  regex: [['no match', () => RULES.regex('ab12', /^[A-Z]{2}\d{2}$/)], ['not a string', () => RULES.regex(null, /.*/)]],
  url: [['no scheme', () => RULES.url('kestrel.test')], ['javascript', () => RULES.url('javascript:alert(1)')], ['ftp', () => RULES.url('ftp://kestrel.test')]],
  ext: [['other extension', () => RULES.ext(pdf, ['png'])], ['no extension', () => RULES.ext({ ...pdf, name: 'payslip' }, ['pdf'])], ['dot file', () => RULES.ext({ ...pdf, name: '.pdf' }, ['pdf'])], ['not a file', () => RULES.ext('payslip.pdf', ['pdf'])], ['one bad in a list', () => RULES.ext([pdf, { ...pdf, name: 'x.exe' }], ['pdf'])], ['empty list', () => RULES.ext([], ['pdf'])]],
  mimes: [['other type', () => RULES.mimes(pdf, ['image/*'])], ['unknown type', () => RULES.mimes({ ...pdf, type: '' }, ['application/pdf'])]],
  image: [['pdf', () => RULES.image(pdf)], ['no type', () => RULES.image({ ...photo, type: '' })]],
  dimensions: [['width off by one', () => RULES.dimensions(photo, 801, 600)], ['height off by one', () => RULES.dimensions(photo, 800, 599)], ['unmeasured', () => RULES.dimensions(pdf, 800, 600)]],
  size: [['one byte over', () => RULES.size({ ...pdf, size: 1024 * 500 + 1 }, 500)], ['negative size', () => RULES.size({ ...pdf, size: -1 }, 500)]],
};

describe('the rule set of spec §5', () => {
  it('has every rule the spec names', () => {
    expect(Object.keys(RULES).sort()).toEqual(
      ['required', 'email', 'min', 'max', 'length', 'digits', 'numeric', 'integer', 'alpha', 'alpha_dash', 'alpha_num', 'alpha_spaces', 'between', 'min_value', 'max_value', 'confirmed', 'is', 'is_not', 'one_of', 'not_one_of', 'regex', 'url', 'ext', 'mimes', 'image', 'dimensions', 'size'].sort(),
    );
  });

  for (const name of Object.keys(RULES) as Array<keyof typeof RULES>) {
    describe(name, () => {
      it.each(passes[name])('passes: %s', (_label, check) => expect(check()).toBe(true));
      it.each(fails[name])('fails: %s', (_label, check) => expect(check()).toBe(false));
    });
  }

  it('a global regex gives the same answer every time', () => {
    const pattern = /^a/g;
    expect([RULES.regex('abc', pattern), RULES.regex('abc', pattern)]).toEqual([true, true]);
  });

  it('checkRules answers with the default message of the first failing rule', () => {
    expect(checkRules('loan_amount', '50', [['required'], ['between', 100, 5000]])).toBe('Loan amount is not valid.');
    expect(checkRules('loan_amount', '500', [['required'], ['between', 100, 5000]])).toBeNull();
  });
});
