import nock from 'nock';
import { CookieJar } from 'tough-cookie';
import { describe, expect, it } from 'vitest';
import { GotTransport } from '../../../src-infra/http/got.transport';
import { TransportFailure } from '../../../src-infra/http/http-transport';
import { BASE_URL, rejectionOf, useNock } from '../support/http-fixture';

const request = { method: 'GET', url: `${BASE_URL}/api/branches`, headers: { Accept: 'application/json' }, timeoutMs: 1_000 } as const;

describe('GotTransport', () => {
  useNock();

  it('returns an error status as an answer, once, without retrying', async () => {
    let attempts = 0;
    nock(BASE_URL)
      .get('/api/branches')
      .times(3)
      .reply(() => {
        attempts += 1;
        return [503, '{"message":"Server Error."}', { 'X-Trace': 'abc' }];
      });

    const response = await new GotTransport().send(request);

    expect(response).toEqual({ status: 503, headers: expect.objectContaining({ 'x-trace': 'abc' }), body: '{"message":"Server Error."}' });
    expect(attempts).toBe(1);
  });

  it('does not follow redirects', async () => {
    nock(BASE_URL).get('/api/branches').reply(302, '', { Location: '/elsewhere' });

    const response = await new GotTransport().send(request);

    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/elsewhere');
  });

  it('throws a network TransportFailure when the connection fails', async () => {
    nock(BASE_URL).get('/api/branches').replyWithError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));

    const error = await rejectionOf(new GotTransport().send(request));

    expect(error).toBeInstanceOf(TransportFailure);
    expect((error as TransportFailure).reason).toBe('network');
  });

  it('throws a timeout TransportFailure when the answer is late', async () => {
    nock(BASE_URL).get('/api/branches').delay(300).reply(200, '{}');

    const error = await rejectionOf(new GotTransport().send({ ...request, timeoutMs: 20 }));

    expect((error as TransportFailure).reason).toBe('timeout');
  });

  it('stores cookies the server sets in the shared jar and sends them back', async () => {
    const cookieJar = new CookieJar();
    let cookieHeader: unknown;
    nock(BASE_URL).get('/sanctum/csrf-cookie').reply(204, '', { 'Set-Cookie': 'XSRF-TOKEN=abc%3D; Path=/; SameSite=Lax' });
    nock(BASE_URL)
      .get('/api/branches')
      .reply(function () {
        cookieHeader = this.req.headers.cookie;
        return [200, '[]'];
      });
    const transport = new GotTransport({ cookieJar });

    await transport.send({ ...request, url: `${BASE_URL}/sanctum/csrf-cookie` });
    await transport.send(request);

    expect(cookieJar.getCookieStringSync(BASE_URL)).toBe('XSRF-TOKEN=abc%3D');
    expect(cookieHeader).toBe('XSRF-TOKEN=abc%3D');
  });
});
