import { describe, expect, it } from 'vitest';
import {
  apiRequestProblem,
  apiStringToSign,
  hmacHex,
  md5Hex,
  signChannel,
  signUser,
  verifyAuth,
} from '../../../src-server/realtime/pusher-signatures';

// The published vectors (PUSHER_PROTOCOL.md §6.5).
const APP = { appId: '3', key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
const SOCKET = '1234.1234';

describe('Pusher signatures: the published test vectors', () => {
  it('signs a private channel', () => {
    expect(signChannel(APP, SOCKET, 'private-foobar')).toBe(`${APP.key}:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4`);
  });

  it('signs a presence channel over the exact channel_data string', () => {
    const channelData = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}';
    expect(signChannel(APP, SOCKET, 'presence-foobar', channelData)).toBe(
      `${APP.key}:31935e7d86dba64c2a90aed31fdc61869f9b22ba9d8863bba239c03ca481bc80`,
    );
  });

  it('signs a user sign-in', () => {
    expect(signUser(APP, SOCKET, '{"id":"12345"}')).toBe(`${APP.key}:4708d583dada6a56435fb8bc611c77c359a31eebde13337c16ab43aa6de336ba`);
  });

  it('signs and verifies the HTTP API worked example', () => {
    const body = Buffer.from('{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}');
    expect(md5Hex(body)).toBe('ec365a775a4cd0599faeb73354201b6f');
    const query = new URLSearchParams({ auth_key: APP.key, auth_timestamp: '1353088179', auth_version: '1.0', body_md5: md5Hex(body) });
    const signature = hmacHex(APP.secret, apiStringToSign('POST', '/apps/3/events', query.entries()));
    expect(signature).toBe('da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c');

    query.set('auth_signature', signature);
    expect(apiRequestProblem(APP, { method: 'POST', path: '/apps/3/events', query, body }, 1353088179)).toBeNull();
  });
});

describe('Pusher signatures: refusals', () => {
  const body = Buffer.from('{"name":"foo","channels":["project-3"],"data":"{}"}');
  function signedQuery(overrides: Record<string, string> = {}): URLSearchParams {
    const query = new URLSearchParams({ auth_key: APP.key, auth_timestamp: '1000', auth_version: '1.0', body_md5: md5Hex(body), ...overrides });
    query.set('auth_signature', hmacHex(APP.secret, apiStringToSign('POST', '/apps/3/events', query.entries())));
    return query;
  }

  it('refuses a timestamp more than 600 s away', () => {
    expect(apiRequestProblem(APP, { method: 'POST', path: '/apps/3/events', query: signedQuery(), body }, 1000 + 601)).toMatch(/Timestamp/);
    expect(apiRequestProblem(APP, { method: 'POST', path: '/apps/3/events', query: signedQuery(), body }, 1000 + 600)).toBeNull();
  });

  it('recomputes body_md5 from the bytes received', () => {
    const tampered = Buffer.from(body.toString().replace('foo', 'bar'));
    expect(apiRequestProblem(APP, { method: 'POST', path: '/apps/3/events', query: signedQuery(), body: tampered }, 1000)).toMatch(/md5/);
  });

  it('refuses a wrong key, a wrong signature, another path or method', () => {
    const query = signedQuery();
    expect(apiRequestProblem({ ...APP, key: 'other' }, { method: 'POST', path: '/apps/3/events', query, body }, 1000)).toMatch(/auth_key/);
    expect(apiRequestProblem({ ...APP, secret: 'other' }, { method: 'POST', path: '/apps/3/events', query, body }, 1000)).toMatch(/signature/);
    expect(apiRequestProblem(APP, { method: 'POST', path: '/apps/3/batch_events', query, body }, 1000)).toMatch(/signature/);
    expect(apiRequestProblem(APP, { method: 'GET', path: '/apps/3/events', query, body }, 1000)).toMatch(/signature/);
  });

  it('verifies channel auth only with the app key and the right signature', () => {
    const signed = `${SOCKET}:private-foobar`;
    const auth = signChannel(APP, SOCKET, 'private-foobar');
    expect(verifyAuth(APP, auth, signed)).toBe(true);
    expect(verifyAuth(APP, auth, `${SOCKET}:private-other`)).toBe(false);
    expect(verifyAuth(APP, auth.replace(APP.key, 'other-key'), signed)).toBe(false);
    expect(verifyAuth(APP, `${APP.key}:${'0'.repeat(64)}`, signed)).toBe(false);
    expect(verifyAuth(APP, `${APP.key}:short`, signed)).toBe(false);
    expect(verifyAuth(APP, undefined, signed)).toBe(false);
  });
});
