import { makeAutoObservable, runInAction } from 'mobx';
import { describeError } from '../../src-domain/shared/messages';

/** Something loaded from the server: not yet, loaded, or failed with a sentence to show. */
export class Loadable<T> {
  value: T | null = null;
  error: string | null = null;
  loading = false;

  constructor() {
    makeAutoObservable(this);
  }

  async load(read: () => Promise<T>): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const value = await read();
      runInAction(() => {
        this.value = value;
        this.loading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.error = describeError(error);
        this.loading = false;
      });
    }
  }

  /** Loads again without a spinner, when something is shown: news arrived. A failure keeps what is shown. */
  async refresh(read: () => Promise<T>): Promise<void> {
    if (this.value === null || this.loading) return;
    try {
      const value = await read();
      runInAction(() => {
        this.value = value;
      });
    } catch {
      // The next visit loads it again; a live refresh never replaces the page with an error.
    }
  }
}
