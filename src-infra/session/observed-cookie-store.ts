import { type Cookie, type ErrorCallback, MemoryCookieStore } from 'tough-cookie';

/**
 * tough-cookie's memory store that reports every change, including cookies got stores from a
 * `Set-Cookie` and expired cookies the jar drops, so the owner can persist them.
 * (`updateCookie` goes through `putCookie` in the base class, so it is covered.)
 */
export class ObservedCookieStore extends MemoryCookieStore {
  /** Set once the initial contents are loaded, so loading itself does not trigger a save. */
  onChange: (() => void) | null = null;

  override putCookie(cookie: Cookie): Promise<void>;
  override putCookie(cookie: Cookie, callback: ErrorCallback): void;
  override putCookie(cookie: Cookie, callback?: ErrorCallback): Promise<void> | void {
    return this.observe(callback, (done) => super.putCookie(cookie, done));
  }

  override removeCookie(domain: string, path: string, key: string): Promise<void>;
  override removeCookie(domain: string, path: string, key: string, callback: ErrorCallback): void;
  override removeCookie(domain: string, path: string, key: string, callback?: ErrorCallback): Promise<void> | void {
    return this.observe(callback, (done) => super.removeCookie(domain, path, key, done));
  }

  override removeCookies(domain: string, path: string): Promise<void>;
  override removeCookies(domain: string, path: string, callback: ErrorCallback): void;
  override removeCookies(domain: string, path: string, callback?: ErrorCallback): Promise<void> | void {
    return this.observe(callback, (done) => super.removeCookies(domain, path, done));
  }

  override removeAllCookies(): Promise<void>;
  override removeAllCookies(callback: ErrorCallback): void;
  override removeAllCookies(callback?: ErrorCallback): Promise<void> | void {
    return this.observe(callback, (done) => super.removeAllCookies(done));
  }

  /**
   * Runs a base operation in callback style: the memory store calls back synchronously, which the
   * jar's `*Sync` methods rely on, so the callback path must stay synchronous too.
   */
  private observe(callback: ErrorCallback | undefined, run: (done: ErrorCallback) => void): Promise<void> | void {
    const notify = (error: Error | null): void => {
      if (!error) this.onChange?.();
    };
    if (callback) {
      run((error) => {
        notify(error);
        callback(error);
      });
      return;
    }
    return new Promise((resolve, reject) => {
      run((error) => {
        notify(error);
        if (error) reject(error);
        else resolve();
      });
    });
  }
}
