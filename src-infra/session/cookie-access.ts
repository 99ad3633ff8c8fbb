/** Options for a cookie the client writes itself. Path is always `/`, SameSite always Lax. */
export interface CookieWriteOptions {
  /** Omit for a session cookie. */
  expires?: Date;
  /** Defaults to true when the site is served over https. */
  secure?: boolean;
}

/**
 * The cookies the client can see, by name. Values are plain strings: each store encodes them for
 * the Cookie header and decodes percent-escapes on read, so `get` returns what `set` was given.
 */
export interface CookieAccess {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieWriteOptions): void;
  remove(name: string): void;
}

/** Decodes percent-escapes, leaving a value that is not valid percent-encoding as it is. */
export function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
