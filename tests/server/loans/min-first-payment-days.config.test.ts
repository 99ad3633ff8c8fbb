import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../src-server/config/server-config';

describe('MIN_FIRST_PAYMENT_DAYS (ADR 0045)', () => {
  it('is 14 days unless set, and a whole number of days from 1 to 31 when set', () => {
    expect(configFromEnv({}).minFirstPaymentDays).toBe(14);
    expect(configFromEnv({ MIN_FIRST_PAYMENT_DAYS: '10' }).minFirstPaymentDays).toBe(10);
    for (const bad of ['0', '32', '7.5', 'two weeks']) {
      expect(() => configFromEnv({ MIN_FIRST_PAYMENT_DAYS: bad })).toThrow(`MIN_FIRST_PAYMENT_DAYS must be a whole number of days from 1 to 31, not "${bad}".`);
    }
  });
});
