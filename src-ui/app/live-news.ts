import { makeAutoObservable } from 'mobx';

/** One live notification as the pages hear of it: its Laravel type and data. */
export interface LiveEvent {
  type: string;
  data: Record<string, unknown>;
  /** Counts up with each event, so the same news twice is still two events. */
  seq: number;
}

/**
 * What just happened, as the realtime feed told this tab: the notifications store announces each
 * live arrival here, and the stores of open pages (requests, loans, documents) react to the kinds
 * that concern them by loading again, so a decision shows without a reload.
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
