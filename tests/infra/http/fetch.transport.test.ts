import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { FetchTransport } from '../../../src-infra/http/fetch.transport';
import { TransportFailure } from '../../../src-infra/http/http-transport';
import { BASE_URL, rejectionOf, useNock } from '../support/http-fixture';

const request = { method: 'GET', url: `${BASE_URL}/api/branches`, headers: { Accept: 'application/json' }, timeoutMs: 1_000 } as const;

describe('FetchTransport', () => {
  useNock();

  it('includes credentials, so the browser sends and keeps the session cookies', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('[]', { status: 200 }));

    await new FetchTransport({ fetch }).send({ ...request, method: 'POST', body: '{}' });

    expect(fetch).toHaveBeenCalledWith(
      request.url,
      expect.objectContaining({ method: 'POST', body: '{}', credentials: 'include', redirect: 'manual' }),
    );
  });

  it('returns an error status as an answer, with lower-case headers', async () => {
    nock(BASE_URL).get('/api/branches').reply(429, '{"message":"Too Many Attempts."}', { 'Retry-After': '5' });

    const response = await new FetchTransport().send(request);

    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toBe('{"message":"Too Many Attempts."}');
  });

  it('throws a network TransportFailure when the connection fails', async () => {
    nock(BASE_URL).get('/api/branches').replyWithError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));

    const error = await rejectionOf(new FetchTransport().send(request));

    expect(error).toBeInstanceOf(TransportFailure);
    expect((error as TransportFailure).reason).toBe('network');
  });

  it('aborts and throws a timeout TransportFailure when the answer is late', async () => {
    nock(BASE_URL).get('/api/branches').delay(300).reply(200, '{}');

    const error = await rejectionOf(new FetchTransport().send({ ...request, timeoutMs: 20 }));

    expect((error as TransportFailure).reason).toBe('timeout');
  });
});
