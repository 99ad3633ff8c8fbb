import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigitsOf, money, parseMoneyInput, toMoneyInput } from '../../../src-domain/shared/money';

describe('money', () => {
  it.each([
    ['2,350.00', 235_000],
    ['2350', 235_000],
    ['2350.5', 235_050],
    ['£2,350', 235_000],
    [' 1 234.56 ', 123_456],
    ['0.07', 7],
    ['1,000,000.00', 100_000_000],
  ])('reads "%s" as %i minor units', (text, minor) => {
    expect(parseMoneyInput(text, 'GBP')).toBe(minor);
  });

  it.each(['', 'abc', '-5', '2,35.00', '1.234', '12..5', '1e5', '99999999999'])('refuses "%s"', (text) => {
    expect(parseMoneyInput(text, 'GBP')).toBeNull();
  });

  it('knows currencies without cents', () => {
    expect(minorDigitsOf('JPY')).toBe(0);
    expect(parseMoneyInput('1,500', 'JPY')).toBe(1500);
    expect(parseMoneyInput('1,500.5', 'JPY')).toBeNull();
  });

  it('writes minor units back as an input value that parses to the same amount', () => {
    expect(toMoneyInput(235_050, 'GBP')).toBe('2350.50');
    expect(parseMoneyInput(toMoneyInput(7, 'GBP'), 'GBP')).toBe(7);
  });

  it('formats for people and refuses fractional minor units', () => {
    expect(formatMoney(money(235_000, 'gbp'))).toBe('£2,350.00');
    expect(() => money(1.5)).toThrow(RangeError);
  });
});
