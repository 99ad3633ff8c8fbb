import type { Clock } from '../../../src-server/services/clock.port';

/** A clock the test moves by hand. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start = Date.parse('2026-11-22T10:00:00.000Z')) {
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
