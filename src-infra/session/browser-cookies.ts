import Cookies from 'js-cookie';
import type { CookieAccess, CookieWriteOptions } from './cookie-access';

/**
 * `document.cookie` through js-cookie: Path=/, SameSite=Lax, Secure when the page is served over
 * https. Cookies the server sets (XSRF-TOKEN) are read the same way.
 */
export class BrowserCookies implements CookieAccess {
  constructor(private readonly secureByDefault: boolean = globalThis.location?.protocol === 'https:') {}

  get(name: string): string | undefined {
    return Cookies.get(name);
  }

  set(name: string, value: string, options: CookieWriteOptions = {}): void {
    Cookies.set(name, value, {
      path: '/',
      sameSite: 'Lax',
      secure: options.secure ?? this.secureByDefault,
      expires: options.expires,
    });
  }

  remove(name: string): void {
    Cookies.remove(name, { path: '/' });
  }
}
