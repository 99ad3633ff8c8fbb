import { describe, expect, it } from 'vitest';
import { MemoryCookies } from '../../../src-infra/session/memory-cookies';

describe('MemoryCookies', () => {
  it('returns what was set, until removed', () => {
    const cookies = new MemoryCookies();
    cookies.set('user', '{"id":1,"name":"Zoë; O\'Neil"}');

    expect(cookies.get('user')).toBe('{"id":1,"name":"Zoë; O\'Neil"}');
    cookies.remove('user');
    expect(cookies.get('user')).toBeUndefined();
  });

  it('forgets a cookie once it expires', () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const cookies = new MemoryCookies(() => now);
    cookies.set('authToken', '1|abc', { expires: new Date('2026-11-22T11:00:00Z') });

    expect(cookies.get('authToken')).toBe('1|abc');
    now = Date.parse('2026-11-22T11:00:00Z');
    expect(cookies.get('authToken')).toBeUndefined();
  });
});
