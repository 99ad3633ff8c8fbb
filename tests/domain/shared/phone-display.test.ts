import { describe, expect, it } from 'vitest';
import { displayPhone } from '../../../src-domain/shared/phone-display';
import { formatPhone } from '../../../src-domain/shared/phone-number';

describe('displayPhone', () => {
  it.each([
    ['+447700900456', '07700 900456'],
    ['+447911123456', '07911 123456'],
    ['+442079460000', '02079460000'],
    ['+33612345678', '+33612345678'],
    ['07700 900456', '07700 900456'],
  ])('%s reads %s', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });

  it('writes a UK mobile as the number library does, so every page shows it alike', () => {
    for (const e164 of ['+447700900456', '+447911123456', '+447400123456']) expect(displayPhone(e164)).toBe(formatPhone(e164));
  });
});
