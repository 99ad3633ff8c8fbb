import { describe, expect, it } from 'vitest';
import type { Session } from '../../../src-domain/auth/session';
import { CookieSessionStore } from '../../../src-infra/session/cookie-session.store';
import { MemoryCookies } from '../../../src-infra/session/memory-cookies';
import { ADA } from '../support/http-fixture';

const SESSION: Session = { token: '12|0123456789abcdef', user: ADA, role: 'borrower' };

function storeWith(cookies = new MemoryCookies()) {
  return { cookies, store: new CookieSessionStore(cookies) };
}

describe('CookieSessionStore', () => {
  it('writes authToken, user (JSON) and user_role, and reads the same session back', () => {
    const { cookies, store } = storeWith();

    store.write(SESSION);

    expect(cookies.get('authToken')).toBe('12|0123456789abcdef');
    expect(JSON.parse(cookies.get('user') ?? '')).toEqual(ADA);
    expect(cookies.get('user_role')).toBe('borrower');
    expect(store.read()).toEqual(SESSION);
  });

  it('reads null when signed out', () => {
    expect(storeWith().store.read()).toBeNull();
  });

  it.each(['authToken', 'user', 'user_role'])('reads null when %s is missing', (name) => {
    const { cookies, store } = storeWith();
    store.write(SESSION);

    cookies.remove(name);

    expect(store.read()).toBeNull();
  });

  it.each([
    ['not JSON', '{"id":1,'],
    ['JSON but not an object', '"Ada"'],
    ['a user without an id', JSON.stringify({ ...ADA, id: undefined })],
    ['a user with an unknown role', JSON.stringify({ ...ADA, role: 'admin' })],
  ])('reads null when the user cookie is %s', (_case, value) => {
    const { cookies, store } = storeWith();
    store.write(SESSION);

    cookies.set('user', value);

    expect(store.read()).toBeNull();
  });

  it('reads null when user_role is not a known role', () => {
    const { cookies, store } = storeWith();
    store.write(SESSION);

    cookies.set('user_role', 'root');

    expect(store.read()).toBeNull();
  });

  it('clears the three session cookies and leaves the XSRF cookie alone', () => {
    const { cookies, store } = storeWith();
    cookies.set('XSRF-TOKEN', 'xsrf');
    store.write(SESSION);

    store.clear();

    expect(['authToken', 'user', 'user_role'].map((name) => cookies.get(name))).toEqual([undefined, undefined, undefined]);
    expect(cookies.get('XSRF-TOKEN')).toBe('xsrf');
    expect(store.read()).toBeNull();
  });

  describe('a session the person asked to keep', () => {
    const DAY = 86_400_000;
    const start = Date.parse('2026-11-26T09:00:00.000Z');
    const KEPT: Session = { ...SESSION, keepUntil: '2026-12-26T09:00:00.000Z' };

    it('outlives the browser until keepUntil, and a later rewrite (a refreshed user) keeps the same end', () => {
      let now = start;
      const cookies = new MemoryCookies(() => now);
      const store = new CookieSessionStore(cookies);
      store.write(KEPT);
      const read = store.read();
      expect(read).toEqual(KEPT);
      store.write({ ...read!, user: { ...ADA, firstName: 'Augusta' } });
      now = start + 29 * DAY;
      expect(store.read()?.user.firstName).toBe('Augusta');
      expect(store.read()?.keepUntil).toBe(KEPT.keepUntil);
      now = start + 30 * DAY;
      expect(store.read()).toBeNull();
    });

    it('given the same person signing in without keeping it, then the record of the old end is dropped', () => {
      const { cookies, store } = storeWith();
      store.write(KEPT);
      store.write(SESSION);
      expect(cookies.get('session_kept_until')).toBeUndefined();
      expect(store.read()).toEqual(SESSION);
    });

    it('given an end someone edited into nonsense, then the session reads as one that ends with the browser', () => {
      const { cookies, store } = storeWith();
      store.write(SESSION);
      cookies.set('session_kept_until', 'next year');
      expect(store.read()).toEqual(SESSION);
    });

    it('is forgotten whole on sign-out', () => {
      const { cookies, store } = storeWith();
      store.write(KEPT);
      store.clear();
      expect(['authToken', 'user', 'user_role', 'session_kept_until'].map((name) => cookies.get(name))).toEqual([undefined, undefined, undefined, undefined]);
    });
  });
});
