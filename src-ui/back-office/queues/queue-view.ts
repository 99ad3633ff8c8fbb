import { makeAutoObservable, runInAction } from 'mobx';
import { describeBackOfficeError, isTwoFactorRequired } from '../back-office-errors';

/** One queue's rows as a page shows them: loading, loaded, or failed with a sentence. */
export class QueueView<T> {
  items: T[] = [];
  loaded = false;
  loading = false;
  error: string | null = null;
  /** The server said two-step sign-in is off: the layout shows the security page instead. */
  needsTwoFactor = false;
  private generation = 0;

  constructor(private readonly read: () => Promise<T[]>) {
    makeAutoObservable<QueueView<T>, 'read' | 'generation'>(this, { read: false, generation: false });
  }

  /**
   * Loads the rows. Shown rows stay on screen while a live reload runs; an answer overtaken by a
   * newer load is dropped, so a burst of events never shows an older list last.
   */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.loading = true;
    this.error = null;
    try {
      const items = await this.read();
      if (generation !== this.generation) return;
      runInAction(() => {
        this.items = items;
        this.loaded = true;
        this.loading = false;
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.loading = false;
        this.needsTwoFactor = isTwoFactorRequired(error);
        // A failed live reload keeps the rows shown; only a first load shows the error in their place.
        this.error = describeBackOfficeError(error);
      });
    }
  }
}
