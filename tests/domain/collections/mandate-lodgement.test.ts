import { describe, expect, it } from 'vitest';
import { isBeingSetUp, mandateSetUpOn } from '../../../src-domain/collections/mandate-lodgement';
import { paymentsOnPreviousAccountWords } from '../../../src-domain/collections/previous-account-words';

const CHRISTMAS_2026 = (day: string) => day === '2026-12-25' || day === '2026-12-28';

describe('a mandate being set up with the bank', () => {
  it('counts as set up three working days after its lodgement, across weekends and bank holidays', () => {
    expect(mandateSetUpOn('2026-11-26', 3, () => false)).toBe('2026-12-01');
    expect(mandateSetUpOn('2026-12-23', 3, CHRISTMAS_2026)).toBe('2026-12-30');
    expect(() => mandateSetUpOn('2026-12-23', 0, CHRISTMAS_2026)).toThrow(RangeError);
  });

  it('is being set up until then, unless a collection on it has been paid', () => {
    expect(isBeingSetUp('2026-12-23', '2026-12-29', false, 3, CHRISTMAS_2026)).toBe(true);
    expect(isBeingSetUp('2026-12-23', '2026-12-30', false, 3, CHRISTMAS_2026)).toBe(false);
    expect(isBeingSetUp('2026-12-23', '2026-12-24', true, 3, CHRISTMAS_2026)).toBe(false);
  });
});

describe('what the borrower is told about a payment already with the bank', () => {
  it('names the amount, the day, the old account and the new', () => {
    expect(paymentsOnPreviousAccountWords([{ amountMinor: 21_862, dueOn: '2026-11-29', accountLast4: '1234' }], '7785')).toBe(
      'Your payment of £218.62 on 29 November 2026 is already with your bank and will come from the account ending 1234. We will collect from the account ending 7785 from the next payment.',
    );
    expect(paymentsOnPreviousAccountWords([], '7785')).toBeNull();
  });
});
