import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchXsrfToken, registerUser } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectHonestAnswer, sendRaw, writeRoutesOf, type WriteRoute } from './write-routes';

/** Issue 22: bodies whose Content-Type lies about them, at every write route. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 10_000) / 5;

const boundary = fc.constantFrom('----kestrel1', 'x', '"quoted"', '', ' ', '\u00e9t\u00e9', '-'.repeat(80), ';;;', 'a'.repeat(300));
const multipartType = fc.oneof(
  boundary.map((b) => `multipart/form-data; boundary=${b}`),
  fc.constantFrom('multipart/form-data', 'multipart/form-data;', 'multipart/form-data; boundary', 'multipart/form-data; charset=utf-8', 'multipart/mixed; boundary=x', 'MULTIPART/FORM-DATA; BOUNDARY=x'),
);
const multipartBytes = (b: string) =>
  `--${b}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\npayslip\r\n--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${b}--\r\n`;
const garbage = fc.oneof(fc.string({ maxLength: 200 }), fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)), fc.constant(''), fc.constant('\r\n\r\n--'));
const jsonText = fc.oneof(fc.json(), fc.constant('{"email":"ada@example.com","start_date":"9999-01-01"}'));

/** [Content-Type, body] pairs that do not match. */
const lie = fc.oneof(
  fc.tuple(multipartType, fc.oneof(jsonText, garbage)),
  fc.tuple(multipartType, fc.constantFrom('----kestrel1', 'other').map(multipartBytes)),
  fc.tuple(fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/vnd.api+json'), fc.oneof(fc.constant(multipartBytes('----kestrel1')), garbage)),
  fc.tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream', 'image/png', 'application/xml', '*/*', ';', 'nonsense'), fc.oneof(jsonText, garbage)),
  fc.tuple(fc.constant(undefined), fc.oneof(jsonText, garbage)),
);

let t: TestApp;
let auth: { token: string; xsrf: string };
let writes: WriteRoute[];

beforeAll(async () => {
  t = await createTestApp();
  auth = { token: (await registerUser(t.app)).token, xsrf: await fetchXsrfToken(t.app) };
  writes = writeRoutesOf(t);
}, 60_000);
afterAll(async () => t?.close());

describe('bodies that lie about their Content-Type (issue 22)', () => {
  it('a multipart body on a JSON route, JSON or garbage sent as multipart, a missing or garbage boundary: a 4xx, never a 5xx', async () => {
    expect(writes.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: writes.length - 1 }), lie, async (index, [contentType, payload]) => {
        const route = writes[index];
        const response = await sendRaw(t.app, route, auth, payload, contentType);
        expectHonestAnswer(response, `${route.method} ${route.url} as ${contentType}`);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('every write route answers each lie, one by one', async () => {
    const failures: string[] = [];
    const cases: Array<[string | undefined, string | Buffer]> = [
      ['multipart/form-data; boundary=----kestrel1', '{"amount":1}'],
      ['multipart/form-data', multipartBytes('----kestrel1')],
      ['multipart/form-data; boundary=', multipartBytes('----kestrel1')],
      ['multipart/form-data; boundary=other', multipartBytes('----kestrel1')],
      ['multipart/form-data; boundary=----kestrel1', Buffer.from([0xff, 0xfe, 0x00, 0x2d, 0x2d])],
      ['application/json', multipartBytes('----kestrel1')],
      ['text/plain', '{"amount":1}'],
    ];
    for (const route of writes) {
      for (const [contentType, payload] of cases) {
        const response = await sendRaw(t.app, route, auth, payload, contentType);
        if (response.statusCode >= 500) failures.push(`${route.method} ${route.url} as ${contentType}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
