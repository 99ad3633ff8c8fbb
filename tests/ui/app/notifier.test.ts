import { describe, expect, it } from 'vitest';
import { Notifier } from '../../../src-ui/app/notifier';

describe('Notifier', () => {
  it('remembers what this tab announced for 15 seconds, then forgets it', () => {
    let now = 1_000;
    const notifier = new Notifier(() => now);
    notifier.success('Two-step sign-in is on.', 'two-factor-enabled');

    expect(notifier.announcedRecently('two-factor-enabled')).toBe(true);
    expect(notifier.announcedRecently('password-changed')).toBe(false);
    now += 15_001;
    expect(notifier.announcedRecently('two-factor-enabled')).toBe(false);
  });

  it('hands over queued notices once', () => {
    const notifier = new Notifier();
    notifier.error('No connection.');
    notifier.info('Signed out.');
    expect(notifier.drain().map((n) => [n.kind, n.message])).toEqual([
      ['error', 'No connection.'],
      ['info', 'Signed out.'],
    ]);
    expect(notifier.drain()).toEqual([]);
  });
});
