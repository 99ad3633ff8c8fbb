import { makeAutoObservable } from 'mobx';

export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

/** A message for the person using the app, shown as a toast. */
export interface Notice {
  id: number;
  kind: NoticeKind;
  /** What happened; under the title when there is one. */
  message: string;
  /** A short headline above the message (a notification's title). */
  title?: string;
  /**
   * The story the notice tells (a notification type, `loan-request:12`): a notice of a topic whose
   * toast is still showing takes that toast's place instead of stacking a second one.
   */
  topic?: string;
}

/**
 * The queue between stores and the toaster. Stores say what happened; the toaster (loaded
 * lazily) drains the queue, so no store depends on react-toastify.
 */
export class Notifier {
  pending: Notice[] = [];
  private nextId = 1;
  /** When this tab itself last said each topic (not observable: nothing renders it). */
  private readonly announced = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {
    makeAutoObservable<Notifier, 'announced' | 'now'>(this, { announced: false, now: false });
  }

  /**
   * Queues a notice. `topic` names the event it announces (a notification type), so that the same
   * event arriving a moment later through the live feed is not toasted a second time.
   */
  notify(kind: NoticeKind, message: string, topic?: string): void {
    this.pending.push({ id: this.nextId++, kind, message, topic });
    if (topic) this.announced.set(topic, this.now());
  }

  /**
   * Queues news from the lender (a live notification): a title and its message, in the place of
   * earlier news of the same `topic` if that is still showing. Not remembered as this tab's own word.
   */
  news(title: string, message: string, topic: string): void {
    this.pending.push({ id: this.nextId++, kind: 'info', title, message, topic });
  }

  /** True when this tab itself announced `topic` within the last `withinMs`. */
  announcedRecently(topic: string, withinMs = 15_000): boolean {
    const at = this.announced.get(topic);
    return at !== undefined && this.now() - at <= withinMs;
  }

  success(message: string, topic?: string): void {
    this.notify('success', message, topic);
  }

  error(message: string): void {
    this.notify('error', message);
  }

  info(message: string): void {
    this.notify('info', message);
  }

  /** Hands over every waiting notice and empties the queue. */
  drain(): Notice[] {
    const notices = this.pending;
    this.pending = [];
    return notices;
  }
}
