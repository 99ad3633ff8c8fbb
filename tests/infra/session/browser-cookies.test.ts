// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://portal.lender.test/" }
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserCookies } from '../../../src-infra/session/browser-cookies';

describe('BrowserCookies', () => {
  afterEach(() => {
    for (const name of ['user', 'authToken', 'XSRF-TOKEN']) new BrowserCookies().remove(name);
  });

  it('round-trips a JSON value through document.cookie', () => {
    const cookies = new BrowserCookies();
    const user = JSON.stringify({ id: 1, firstName: 'Zoë', note: 'a; b, "c"' });

    cookies.set('user', user);

    expect(cookies.get('user')).toBe(user);
    expect(document.cookie).not.toContain('"');
  });

  it('removes a cookie', () => {
    const cookies = new BrowserCookies();
    cookies.set('authToken', '1|abc');

    cookies.remove('authToken');

    expect(cookies.get('authToken')).toBeUndefined();
    expect(document.cookie).not.toContain('authToken');
  });

  it('reads the XSRF-TOKEN cookie the server set, decoded', () => {
    document.cookie = 'XSRF-TOKEN=eyJpdiI6IkFCQyJ9%3D; path=/';

    expect(new BrowserCookies().get('XSRF-TOKEN')).toBe('eyJpdiI6IkFCQyJ9=');
  });

  it('marks cookies Secure on https, so a plain-http page cannot read them back', () => {
    const secure = new BrowserCookies(true);
    secure.set('authToken', '1|abc');

    expect(location.protocol).toBe('http:');
    expect(secure.get('authToken')).toBeUndefined();
  });
});
