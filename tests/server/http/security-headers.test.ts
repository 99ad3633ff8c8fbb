import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'http://portal.test:8000', realtimePort: 6001 });
});
afterAll(() => t.close());

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
      const [name, ...values] = d.split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers', () => {
  it('sends the CSP the SPA runs under, with the realtime socket in connect-src', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
    const csp = directives(String(response.headers['content-security-policy']));

    expect(csp).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self' data:",
      'connect-src': "'self' ws://portal.test:6001 wss://portal.test:6001",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
  });

  it('sends nosniff and a referrer policy, and no HSTS over plain http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and upgrade-insecure-requests when APP_URL is https', async () => {
    const secure = await createTestApp({ appUrl: 'https://portal.example.com' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      expect(String(response.headers['content-security-policy'])).toContain('wss://portal.example.com:6001');
    } finally {
      await secure.close();
    }
  });

  it('sends the headers on error responses too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login' });
    expect(response.statusCode).toBe(419);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
