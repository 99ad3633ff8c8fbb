import nock from 'nock';
import { describe, expect, it } from 'vitest';
import {
  type DomainError,
  TooManyRequests,
  Unauthenticated,
  Unavailable,
  Unexpected,
  ValidationFailed,
} from '../../../src-domain/shared/errors';
import { ADA, BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../support/http-fixture';

type Headers = Record<string, string | string[] | undefined>;

/** nock needs an Error instance here: got never settles on a plain object. */
function networkError(code: string): Error {
  return Object.assign(new Error(`connect ${code}`), { code });
}

describe.each(TRANSPORTS)('HttpClient over $name', ({ create }) => {
  useNock();

  describe('requests', () => {
    it('sends Accept, the decoded XSRF token and the bearer token, and parses the JSON answer', async () => {
      const { http, cookies, sessions } = createClient(create());
      cookies.set('XSRF-TOKEN', 'eyJpdiI6IkFCQyJ9%3D%3D');
      sessions.write({ token: '7|s3cret', user: ADA, role: 'borrower' });
      let headers: Headers = {};
      nock(BASE_URL)
        .get('/api/v1/users/me')
        .reply(function () {
          headers = this.req.headers;
          return [200, { data: { id: 1 } }];
        });

      await expect(http.get('/api/v1/users/me')).resolves.toEqual({ data: { id: 1 } });

      expect(headers.accept).toBe('application/json');
      expect(headers['x-xsrf-token']).toBe('eyJpdiI6IkFCQyJ9==');
      expect(headers.authorization).toBe('Bearer 7|s3cret');
    });

    it('sends no Authorization header when signed out', async () => {
      const { http } = createClient(create());
      let headers: Headers = {};
      nock(BASE_URL)
        .get('/api/get-active')
        .reply(function () {
          headers = this.req.headers;
          return [200, []];
        });

      await http.get('api/get-active');

      expect(headers.authorization).toBeUndefined();
      expect(headers['x-xsrf-token']).toBeUndefined();
    });

    it('treats paths with and without a leading slash as the same endpoint under the base URL', async () => {
      const { http, cookies } = createClient(create(), { baseUrl: `${BASE_URL}/` });
      cookies.set('XSRF-TOKEN', 'xsrf');
      const scope = nock(BASE_URL).post('/api/login').twice().reply(200, { ok: true });

      await http.post('api/login', { email: 'a@b.c' });
      await http.post('/api/login', { email: 'a@b.c' });

      expect(scope.isDone()).toBe(true);
    });

    it('sends a JSON body with its content type', async () => {
      const { http, cookies } = createClient(create());
      cookies.set('XSRF-TOKEN', 'xsrf');
      let received: { body?: unknown; type?: unknown } = {};
      nock(BASE_URL)
        .put('/api/addresses/3')
        .reply(function (_uri, body) {
          received = { body, type: this.req.headers['content-type'] };
          return [200, { data: {} }];
        });

      await http.put('/api/addresses/3', { line_1: '1 High St', city: 'Leeds' });

      expect(received.type).toBe('application/json');
      expect(received.body).toEqual({ line_1: '1 High St', city: 'Leeds' });
    });

    it('sends FormData as multipart for uploads', async () => {
      const { http, cookies } = createClient(create());
      cookies.set('XSRF-TOKEN', 'xsrf');
      const form = new FormData();
      form.append('document_type_id', '2');
      form.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'payslip.pdf');
      let received: { body?: unknown; type?: unknown } = {};
      nock(BASE_URL)
        .post('/api/documents')
        .reply(function (_uri, body) {
          received = { body, type: this.req.headers['content-type'] };
          return [201, { data: { id: 9 } }];
        });

      await expect(http.post('/api/documents', form)).resolves.toEqual({ data: { id: 9 } });

      expect(String(received.type)).toMatch(/^multipart\/form-data; boundary=/);
      expect(String(received.body)).toContain('filename="payslip.pdf"');
      expect(String(received.body)).toContain('%PDF-1.7');
    });

    it('encodes query parameters as Laravel reads them', async () => {
      const { http } = createClient(create());
      const scope = nock(BASE_URL)
        .get('/api/documents')
        .query({ page: '2', 'filters[status]': 'approved', 'ids[]': ['4', '5'] })
        .reply(200, { data: [] });

      await http.get('/api/documents', { query: { page: 2, filters: { status: 'approved', type: undefined }, ids: [4, 5], q: null } });

      expect(scope.isDone()).toBe(true);
    });

    it('resolves undefined for 204 No Content', async () => {
      const { http, cookies } = createClient(create());
      cookies.set('XSRF-TOKEN', 'xsrf');
      nock(BASE_URL).post('/api/logout').reply(204);

      await expect(http.post('/api/logout')).resolves.toBeUndefined();
    });

    it('rejects a success answer that is not JSON (an HTML fallback page) as Unexpected', async () => {
      const { http } = createClient(create());
      nock(BASE_URL).get('/api/v1/users/me').reply(200, '<!doctype html><title>Portal</title>', { 'Content-Type': 'text/html' });

      const error = await rejectionOf(http.get('/api/v1/users/me'));

      expect(error).toBeInstanceOf(Unexpected);
      expect((error as Unexpected).status).toBe(200);
    });

    it('treats a redirect as Unexpected instead of following it', async () => {
      const { http } = createClient(create());
      nock(BASE_URL).get('/api/v1/users/me').reply(302, '', { Location: '/login' });
      nock(BASE_URL).get('/login').reply(200, {});

      const error = await rejectionOf(http.get('/api/v1/users/me'));

      expect(error).toBeInstanceOf(Unexpected);
      expect((error as Unexpected).status).toBe(302);
    });
  });

  describe('XSRF (Sanctum)', () => {
    it('fetches /sanctum/csrf-cookie before a write when there is no XSRF cookie', async () => {
      const { http, cookies } = createClient(create());
      const order: string[] = [];
      let headers: Headers = {};
      nock(BASE_URL)
        .get('/sanctum/csrf-cookie')
        .reply(() => {
          order.push('csrf-cookie');
          cookies.set('XSRF-TOKEN', 'fresh%3D'); // what the browser does with the Set-Cookie
          return [204];
        });
      nock(BASE_URL)
        .post('/api/register')
        .reply(function () {
          order.push('register');
          headers = this.req.headers;
          return [201, { data: {} }];
        });

      await http.post('/api/register', { email: 'ada@example.com' });

      expect(order).toEqual(['csrf-cookie', 'register']);
      expect(headers['x-xsrf-token']).toBe('fresh=');
    });

    it('fetches the cookie once for concurrent writes', async () => {
      const { http, cookies } = createClient(create());
      let fetched = 0;
      nock(BASE_URL)
        .get('/sanctum/csrf-cookie')
        .times(2)
        .reply(() => {
          fetched += 1;
          cookies.set('XSRF-TOKEN', 'fresh');
          return [204];
        });
      nock(BASE_URL).post('/api/feedback').twice().reply(201, { data: {} });

      await Promise.all([http.post('/api/feedback', { text: 'a' }), http.post('/api/feedback', { text: 'b' })]);

      expect(fetched).toBe(1);
    });

    it('does not fetch the cookie for reads', async () => {
      const { http } = createClient(create());
      const csrf = nock(BASE_URL).get('/sanctum/csrf-cookie').reply(204);
      nock(BASE_URL).get('/api/branches').reply(200, { data: [] });

      await http.get('api/branches');

      expect(csrf.isDone()).toBe(false);
    });

    it('on 419 fetches a fresh cookie and retries the write once with it', async () => {
      const { http, cookies } = createClient(create());
      cookies.set('XSRF-TOKEN', 'stale');
      const tokens: unknown[] = [];
      nock(BASE_URL)
        .post('/api/login')
        .twice()
        .reply(function () {
          tokens.push(this.req.headers['x-xsrf-token']);
          return tokens.length === 1 ? [419, { message: 'CSRF token mismatch.' }] : [200, { data: { ok: true } }];
        });
      nock(BASE_URL)
        .get('/sanctum/csrf-cookie')
        .reply(() => {
          cookies.set('XSRF-TOKEN', 'renewed');
          return [204];
        });

      await expect(http.post('api/login', {})).resolves.toEqual({ data: { ok: true } });

      expect(tokens).toEqual(['stale', 'renewed']);
    });
  });

  describe('retries', () => {
    it('retries a write that carries an idempotency key, sending the key both times', async () => {
      const { http, cookies } = createClient(create());
      cookies.set('XSRF-TOKEN', 'xsrf');
      const keys: unknown[] = [];
      nock(BASE_URL)
        .post('/api/loans/request')
        .twice()
        .reply(function () {
          keys.push(this.req.headers['idempotency-key']);
          return keys.length === 1 ? [503, { message: 'Server Error.' }] : [201, { data: { id: 5 } }];
        });

      const answer = http.post('/api/loans/request', { amount: 100_000 }, { idempotencyKey: 'loan-req-0f3a' });

      await expect(answer).resolves.toEqual({ data: { id: 5 } });
      expect(keys).toEqual(['loan-req-0f3a', 'loan-req-0f3a']);
    });

    it('retries a read once after a network failure, then succeeds', async () => {
      const { http, retryDelay } = createClient(create());
      nock(BASE_URL).get('/api/branches').replyWithError(networkError('ECONNRESET'));
      nock(BASE_URL).get('/api/branches').reply(200, { data: ['Leeds'] });

      await expect(http.get('/api/branches')).resolves.toEqual({ data: ['Leeds'] });
      expect(retryDelay).toHaveBeenCalledWith(1, null);
    });

    it('gives Unavailable without a status when the network fails twice for a read', async () => {
      const { http } = createClient(create());
      const scope = nock(BASE_URL).get('/api/branches').twice().replyWithError(networkError('ECONNREFUSED'));

      const error = await rejectionOf(http.get('/api/branches'));

      expect(error).toBeInstanceOf(Unavailable);
      expect((error as DomainError).status).toBeUndefined();
      expect(scope.isDone()).toBe(true);
    });

    it('does not repeat a write after a network failure', async () => {
      const { http, cookies } = createClient(create());
      cookies.set('XSRF-TOKEN', 'xsrf');
      nock(BASE_URL).post('/api/loans/request').replyWithError(networkError('ECONNRESET'));
      const repeat = nock(BASE_URL).post('/api/loans/request').reply(201, { data: {} });

      const error = await rejectionOf(http.post('/api/loans/request', {}));

      expect(error).toBeInstanceOf(Unavailable);
      expect(repeat.isDone()).toBe(false);
    });

    it('gives Unavailable when each attempt times out', async () => {
      const { http } = createClient(create(), { timeoutMs: 20 });
      nock(BASE_URL).get('/api/branches').twice().delay(300).reply(200, { data: [] });

      const error = await rejectionOf(http.get('/api/branches'));

      expect(error).toBeInstanceOf(Unavailable);
    });

    it('passes the Retry-After seconds to the delay before the retry', async () => {
      const { http, retryDelay } = createClient(create());
      nock(BASE_URL).get('/api/get-active').reply(429, { message: 'Too Many Attempts.' }, { 'Retry-After': '3' });
      nock(BASE_URL).get('/api/get-active').reply(200, { data: [] });

      await http.get('api/get-active');

      expect(retryDelay).toHaveBeenCalledTimes(1);
      expect(retryDelay).toHaveBeenCalledWith(1, 3);
    });

    it('reads a Retry-After given as an HTTP date', async () => {
      const { http, retryDelay } = createClient(create());
      const inFiveSeconds = new Date(Date.now() + 5_000).toUTCString();
      nock(BASE_URL).get('/api/get-active').reply(503, {}, { 'Retry-After': inFiveSeconds });
      nock(BASE_URL).get('/api/get-active').reply(200, { data: [] });

      await http.get('api/get-active');

      const [, seconds] = retryDelay.mock.calls[0];
      expect(seconds).toBeGreaterThanOrEqual(4);
      expect(seconds).toBeLessThanOrEqual(6);
    });

    it('does not wait out a long Retry-After: the caller learns when to come back', async () => {
      const { http, retryDelay } = createClient(create());
      const scope = nock(BASE_URL).get('/api/get-active').reply(429, { message: 'Too Many Attempts.' }, { 'Retry-After': '120' });

      const error = await rejectionOf(http.get('api/get-active'));

      expect(error).toBeInstanceOf(TooManyRequests);
      expect((error as TooManyRequests).retryAfterSeconds).toBe(120);
      expect(error.message).toBe('Too Many Attempts.');
      expect(retryDelay).not.toHaveBeenCalled();
      expect(scope.isDone()).toBe(true);
    });
  });

  describe('errors', () => {
    it('on 401 clears authToken, user and user_role, calls onUnauthenticated and throws Unauthenticated', async () => {
      const { http, cookies, sessions, onUnauthenticated } = createClient(create());
      cookies.set('XSRF-TOKEN', 'xsrf');
      sessions.write({ token: '1|revoked', user: ADA, role: 'borrower' });
      nock(BASE_URL).get('/api/v1/users/me').reply(401, { message: 'Unauthenticated.' });

      const error = await rejectionOf(http.get('/api/v1/users/me'));

      expect(error).toBeInstanceOf(Unauthenticated);
      expect(error.message).toBe('Unauthenticated.');
      expect(cookies.get('authToken')).toBeUndefined();
      expect(cookies.get('user')).toBeUndefined();
      expect(cookies.get('user_role')).toBeUndefined();
      expect(cookies.get('XSRF-TOKEN')).toBe('xsrf');
      expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    });

    it('on 422 carries the field errors and the message', async () => {
      const { http, cookies } = createClient(create());
      cookies.set('XSRF-TOKEN', 'xsrf');
      nock(BASE_URL)
        .post('/api/register')
        .reply(422, {
          message: 'The email has already been taken. (and 1 more error)',
          errors: { email: ['The email has already been taken.'], phone: ['phone is not valid.'] },
        });

      const error = await rejectionOf(http.post('/api/register', {}));

      expect(error).toBeInstanceOf(ValidationFailed);
      expect((error as ValidationFailed).fields).toEqual({
        email: ['The email has already been taken.'],
        phone: ['phone is not valid.'],
      });
      expect(error.message).toBe('The email has already been taken. (and 1 more error)');
    });

    it('keeps a domain default message when the error body is not JSON', async () => {
      const { http } = createClient(create());
      nock(BASE_URL).get('/api/loan/4').reply(404, '<h1>Not Found</h1>');

      const error = await rejectionOf(http.get('/api/loan/4'));

      expect(error.message).toBe('Not found.');
      expect((error as DomainError).status).toBe(404);
    });
  });
});
