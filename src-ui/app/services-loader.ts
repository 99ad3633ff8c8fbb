import type { AppServices } from './app-services';

/**
 * Loads the use-cases once. The container and class-validator live in a chunk of their own, so
 * the first paint does not wait for them; `preload()` starts the download in idle time.
 */
export class ServicesLoader {
  private pending: Promise<AppServices> | null = null;

  constructor(private readonly load: () => Promise<AppServices>) {}

  /** The services, loading them on first use. A failed load is forgotten so the next call retries. */
  get(): Promise<AppServices> {
    if (!this.pending) {
      this.pending = this.load().catch((error: unknown) => {
        this.pending = null;
        throw error;
      });
    }
    return this.pending;
  }

  /** Starts loading without waiting; errors surface on the next `get()`. */
  preload(): void {
    this.get().catch(() => undefined);
  }
}
