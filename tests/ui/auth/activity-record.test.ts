import { describe, expect, it } from 'vitest';
import { ACTIVITY_STORAGE_KEY, ActivityRecord } from '../../../src-ui/auth/activity-record';

/** One browser's storage, shared by its tabs. */
function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('ActivityRecord', () => {
  it('given two tabs, when the borrower reads in one, then the other counts from that activity', () => {
    const storage = browserStorage();
    let now = 1_000_000;
    const first = new ActivityRecord(storage, () => now);
    const second = new ActivityRecord(storage, () => now);
    first.started();
    now += 10 * 60_000;
    second.touch();
    expect(first.lastActivityAt()).toBe(now);
  });

  it('writes a burst of activity once, so a keystroke does not touch storage every time', () => {
    let now = 0;
    const record = new ActivityRecord(browserStorage(), () => now);
    record.started();
    now = 4_000;
    record.touch();
    expect(record.lastActivityAt()).toBe(0);
    now = 6_000;
    record.touch();
    expect(record.lastActivityAt()).toBe(6_000);
  });

  it('given storage someone edited, then it reads as no record and counts from now; a sign-out forgets it', () => {
    const storage = browserStorage();
    const record = new ActivityRecord(storage, () => 5_000);
    storage.data.set(ACTIVITY_STORAGE_KEY, 'yesterday');
    expect(record.lastActivityAt()).toBe(5_000);
    record.clear();
    expect(storage.data.get(ACTIVITY_STORAGE_KEY)).toBe('');
  });

  it('given a browser that refuses storage, then the tab still keeps its own record', () => {
    const refusing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: (): void => {
        throw new Error('SecurityError');
      },
    };
    let now = 0;
    const record = new ActivityRecord(refusing, () => now);
    record.started();
    now = 60_000;
    record.touch();
    expect(record.lastActivityAt()).toBe(60_000);
  });
});
