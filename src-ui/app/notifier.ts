import { makeAutoObservable } from 'mobx';

export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

/** A message for the person using the app, shown as a toast. */
export interface Notice {
  id: number;
  kind: NoticeKind;
  message: string;
}

/**
 * The queue between stores and the toaster. Stores say what happened; the toaster (loaded
 * lazily) drains the queue, so no store depends on react-toastify.
 */
export class Notifier {
  pending: Notice[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable(this);
  }

  notify(kind: NoticeKind, message: string): void {
    this.pending.push({ id: this.nextId++, kind, message });
  }

  success(message: string): void {
    this.notify('success', message);
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
