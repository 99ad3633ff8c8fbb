import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Cookie, CookieJar } from 'tough-cookie';
import { type CookieAccess, type CookieWriteOptions, decodeCookieValue } from './cookie-access';
import { ObservedCookieStore } from './observed-cookie-store';

/**
 * Cookies for Node clients (the CLI): a tough-cookie jar saved to a file (mode 0600) after every
 * change. Give {@link FileCookieJar.jar} to GotTransport so the cookies the server sets are kept too.
 */
export class FileCookieJar implements CookieAccess {
  private constructor(
    readonly jar: CookieJar,
    private readonly filePath: string,
    private readonly baseUrl: string,
  ) {}

  /**
   * Loads the jar saved at `filePath`, or starts empty when there is none. An unreadable file also
   * starts empty: it holds only a session, and the cost is signing in again.
   */
  static open(filePath: string, baseUrl: string): FileCookieJar {
    const { jar, store } = load(filePath) ?? empty();
    const cookies = new FileCookieJar(jar, filePath, baseUrl);
    store.onChange = () => cookies.save();
    return cookies;
  }

  get(name: string): string | undefined {
    const cookie = this.jar.getCookiesSync(this.baseUrl).find((candidate) => candidate.key === name);
    return cookie ? decodeCookieValue(cookie.value) : undefined;
  }

  set(name: string, value: string, options: CookieWriteOptions = {}): void {
    const cookie = new Cookie({
      key: name,
      // Encoded so JSON (quotes, commas, semicolons) survives the Cookie header.
      value: encodeURIComponent(value),
      path: '/',
      sameSite: 'lax',
      secure: options.secure ?? new URL(this.baseUrl).protocol === 'https:',
      expires: options.expires ?? 'Infinity',
    });
    this.jar.setCookieSync(cookie, this.baseUrl);
  }

  remove(name: string): void {
    for (const cookie of this.jar.getCookiesSync(this.baseUrl)) {
      if (cookie.key === name) this.jar.store.removeCookie(cookie.domain, cookie.path, cookie.key, rethrow);
    }
  }

  /** Writes to a private temporary file and renames it, so a crash never leaves half a jar. */
  private save(): void {
    mkdirSync(dirname(this.filePath), { recursive: true, mode: 0o700 });
    const temporary = `${this.filePath}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.jar.serializeSync()), { mode: 0o600 });
    renameSync(temporary, this.filePath);
  }
}

interface LoadedJar {
  jar: CookieJar;
  store: ObservedCookieStore;
}

function empty(): LoadedJar {
  const store = new ObservedCookieStore();
  return { jar: new CookieJar(store), store };
}

function load(filePath: string): LoadedJar | null {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const store = new ObservedCookieStore();
  try {
    return { jar: CookieJar.deserializeSync(text, store), store };
  } catch {
    return null;
  }
}

function rethrow(error: Error | null): void {
  if (error) throw error;
}
