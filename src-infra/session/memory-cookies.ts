import type { CookieAccess } from './cookie-access';

/** Cookies held in memory: for tests and short-lived processes that need no persistence. */
export class MemoryCookies implements CookieAccess {
  private readonly values = new Map<string, { value: string; expires?: Date }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(name: string): string | undefined {
    const entry = this.values.get(name);
    if (!entry) return undefined;
    if (entry.expires && entry.expires.getTime() <= this.now()) {
      this.values.delete(name);
      return undefined;
    }
    return entry.value;
  }

  set(name: string, value: string, options: { expires?: Date } = {}): void {
    this.values.set(name, { value, expires: options.expires });
  }

  remove(name: string): void {
    this.values.delete(name);
  }
}
