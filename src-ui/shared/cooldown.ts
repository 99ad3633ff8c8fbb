import { makeAutoObservable } from 'mobx';
import { TooManyRequests } from '../../src-domain/shared/errors';

/** Seconds to wait between two codes when the server did not say (issue 3: 60 s). */
export const DEFAULT_RESEND_SECONDS = 60;

/**
 * When a new code (or link) may be asked for. Each code sent starts the cooldown the server
 * announced; a 429 with Retry-After moves it to what the server says, which always wins.
 */
export class Cooldown {
  /** Epoch ms from which a new request may succeed; null: now. */
  availableAt: number | null = null;

  constructor(private readonly now: () => number = () => Date.now()) {
    makeAutoObservable<Cooldown, 'now'>(this, { now: false });
  }

  /** A code was just sent; the next one in `seconds` (the server's figure, or 60 s). */
  start(seconds: number | null | undefined = DEFAULT_RESEND_SECONDS): void {
    const wait = typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_RESEND_SECONDS;
    this.availableAt = this.now() + wait * 1000;
  }

  /** Waits until `epochMs`, unless a cooldown already runs or that moment has passed. */
  waitUntil(epochMs: number): void {
    if (this.availableAt !== null && this.availableAt > this.now()) return;
    if (Number.isFinite(epochMs) && epochMs > this.now()) this.availableAt = epochMs;
  }

  /** Applies a failed request's Retry-After; returns true when the error was a 429. */
  fromError(error: unknown): boolean {
    if (!(error instanceof TooManyRequests)) return false;
    this.start(error.retryAfterSeconds ?? DEFAULT_RESEND_SECONDS);
    return true;
  }

  reset(): void {
    this.availableAt = null;
  }
}
