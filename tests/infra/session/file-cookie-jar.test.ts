import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GotTransport } from '../../../src-infra/http/got.transport';
import { HttpClient } from '../../../src-infra/http/http-client';
import { CookieSessionStore } from '../../../src-infra/session/cookie-session.store';
import { FileCookieJar } from '../../../src-infra/session/file-cookie-jar';
import { ADA, BASE_URL, useNock } from '../support/http-fixture';

describe('FileCookieJar', () => {
  useNock();
  let directory: string;
  let file: string;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'lender-cookies-'));
    file = join(directory, 'state', 'cookies.json');
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('keeps what was set across a re-open, in a file only its owner can read', () => {
    const user = JSON.stringify({ id: 1, note: 'a; b, "c" Zoë' });
    FileCookieJar.open(file, BASE_URL).set('user', user);

    expect(FileCookieJar.open(file, BASE_URL).get('user')).toBe(user);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('persists a removal', () => {
    const cookies = FileCookieJar.open(file, BASE_URL);
    cookies.set('authToken', '1|abc');
    cookies.set('user_role', 'borrower');

    cookies.remove('authToken');

    const reopened = FileCookieJar.open(file, BASE_URL);
    expect(reopened.get('authToken')).toBeUndefined();
    expect(reopened.get('user_role')).toBe('borrower');
  });

  it('drops a cookie once it expires', () => {
    const cookies = FileCookieJar.open(file, BASE_URL);
    cookies.set('authToken', '1|abc', { expires: new Date(Date.now() - 1_000) });

    expect(cookies.get('authToken')).toBeUndefined();
  });

  it('starts empty when the file is unreadable', () => {
    const broken = join(directory, 'broken.json');
    writeFileSync(broken, '{not json');

    const cookies = FileCookieJar.open(broken, BASE_URL);

    expect(cookies.get('authToken')).toBeUndefined();
    cookies.set('authToken', '1|abc');
    expect(FileCookieJar.open(broken, BASE_URL).get('authToken')).toBe('1|abc');
  });

  it('saves the XSRF cookie the server sets through got, and the client echoes it decoded', async () => {
    const cookies = FileCookieJar.open(file, BASE_URL);
    const sessions = new CookieSessionStore(cookies);
    sessions.write({ token: '3|t0ken', user: ADA, role: 'borrower' });
    const http = new HttpClient({
      baseUrl: BASE_URL,
      transport: new GotTransport({ cookieJar: cookies.jar }),
      cookies,
      sessions,
      retryDelay: () => 0,
    });
    nock(BASE_URL).get('/sanctum/csrf-cookie').reply(204, '', { 'Set-Cookie': 'XSRF-TOKEN=eyJ2IjoxfQ%3D%3D; Path=/; SameSite=Lax' });
    let headers: Record<string, unknown> = {};
    nock(BASE_URL)
      .post('/api/logout')
      .reply(function () {
        headers = this.req.headers;
        return [204];
      });

    await http.post('/api/logout');

    expect(headers['x-xsrf-token']).toBe('eyJ2IjoxfQ==');
    expect(headers.authorization).toBe('Bearer 3|t0ken');
    expect(String(headers.cookie)).toContain('XSRF-TOKEN=eyJ2IjoxfQ%3D%3D');
    expect(readFileSync(file, 'utf8')).toContain('XSRF-TOKEN');
    const reopened = FileCookieJar.open(file, BASE_URL);
    expect(reopened.get('XSRF-TOKEN')).toBe('eyJ2IjoxfQ==');
    expect(new CookieSessionStore(reopened).read()).toEqual({ token: '3|t0ken', user: ADA, role: 'borrower' });
  });
});
