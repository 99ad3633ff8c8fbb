import { makeAutoObservable } from 'mobx';

/** One live notification as the pages hear of it: its Laravel type and data. */
export interface LiveEvent {
  type: string;
  data: Record<string, unknown>;
  /** Counts up with each event, so the same news twice is still two events. */
  seq: number;
}

/**
 * Said by this tab rather than the realtime feed: the borrower has just read the conversation
 * `data.thread_id` (the server has marked its news read; the bell drops it too).
 */
export const THREAD_READ = 'portal:thread-read';

/**
 * What just happened, as the realtime feed told this tab: the notifications store announces each
 * live arrival here, and the stores of open pages (requests, loans, documents) react to the kinds
 * that concern them by loading again, so a decision shows without a reload. A few things this tab
 * did are said here too ({@link THREAD_READ}), for the stores that show them elsewhere.
 */
export class LiveNews {
  latest: LiveEvent | null = null;
  private seq = 0;

  constructor() {
    makeAutoObservable<LiveNews, 'seq'>(this, { seq: false });
  }

  announce(type: string, data: Record<string, unknown>): void {
    this.latest = { type, data, seq: ++this.seq };
  }
}
