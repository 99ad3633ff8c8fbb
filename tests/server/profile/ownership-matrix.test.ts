import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registerUser, send } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { ADDRESS, BANK, DETAILS, EMPLOYMENT } from './profile-bodies';

/**
 * The IDOR matrix: every `{id}` route of the profile, called by a second borrower with the first
 * borrower's ids (and with ids that do not exist or are malformed). Each must be a 404 that carries
 * none of the owner's data, and must change nothing.
 */
const ID_ROUTES = [
  { method: 'POST', path: '/api/update_user_detail/{id}', body: DETAILS, owned: 'details' },
  { method: 'PUT', path: '/api/addresses/{id}', body: ADDRESS, owned: 'address' },
  { method: 'PUT', path: '/api/banks/{id}', body: BANK, owned: 'bank' },
  { method: 'PUT', path: '/api/user_employments/{id}', body: EMPLOYMENT, owned: 'employment' },
] as const;

let t: TestApp;
let owner: string;
let intruder: string;
const ownerIds: Record<string, number> = {};
const intruderIds: Record<string, number> = {};
let ownerSnapshot: string;

async function snapshot(token: string): Promise<string> {
  const parts = await Promise.all(['/api/user_details', '/api/addresses', '/api/banks', '/api/user_employments'].map((url) => get(t.app, url, token)));
  return parts.map((p) => p.body).join('\n');
}

async function fillProfile(token: string, ids: Record<string, number>, marker: string) {
  ids.details = (await send(t.app, 'POST', '/api/user_details', { ...DETAILS, last_name: marker }, { token })).json().data.id;
  ids.address = (await send(t.app, 'POST', '/api/addresses', { ...ADDRESS, line1: `1 ${marker} Street` }, { token })).json().data.id;
  ids.bank = (await send(t.app, 'POST', '/api/banks', { ...BANK, account_holder: `Ada ${marker}` }, { token })).json().data.id;
  ids.employment = (await send(t.app, 'POST', '/api/user_employments', { ...EMPLOYMENT, employer_name: `${marker} Ltd` }, { token })).json().data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerUser(t.app)).token;
  intruder = (await registerUser(t.app)).token;
  await fillProfile(owner, ownerIds, 'Ownerson');
  await fillProfile(intruder, intruderIds, 'Intruder');
  ownerSnapshot = await snapshot(owner);
});
afterAll(() => t.close());

describe('profile ownership (IDOR matrix)', () => {
  const cases = ID_ROUTES.flatMap((route) =>
    (['another user’s id', 'an id that does not exist', 'a malformed id', 'a negative id', 'an id with a suffix'] as const).map((kind) => ({ ...route, kind })),
  );

  it.each(cases)('$method $path with $kind is 404 and leaks nothing', async ({ method, path, body, owned, kind }) => {
    const id = {
      'another user’s id': String(ownerIds[owned]),
      'an id that does not exist': '999999',
      'a malformed id': 'abc',
      'a negative id': '-1',
      'an id with a suffix': `${ownerIds[owned]}.0`,
    }[kind];
    const response = await send(t.app, method, path.replace('{id}', id), body, { token: intruder });

    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found.' });
    expect(response.body).not.toContain('Ownerson');
  });

  it('the owner’s records are unchanged after the whole matrix, and the intruder’s lists never show them', async () => {
    expect(await snapshot(owner)).toBe(ownerSnapshot);
    const theirs = await snapshot(intruder);
    expect(theirs).not.toContain('Ownerson');
    expect(theirs).toContain('Intruder');
  });

  it('the same routes with the caller’s own ids succeed (the matrix is not passing by refusing everyone)', async () => {
    for (const route of ID_ROUTES) {
      const response = await send(t.app, route.method, route.path.replace('{id}', String(intruderIds[route.owned])), route.body, { token: intruder });
      expect(response.statusCode, `${route.method} ${route.path}: ${response.body}`).toBe(200);
    }
  });

  it('a primary flag set by another user’s request never touches the owner’s records', async () => {
    await send(t.app, 'POST', '/api/addresses', { ...ADDRESS, is_primary: true }, { token: intruder });
    await send(t.app, 'POST', '/api/banks', { ...BANK, account_number: '12345678', is_primary: true }, { token: intruder });
    const addresses = (await get(t.app, '/api/addresses', owner)).json().data;
    const banks = (await get(t.app, '/api/banks', owner)).json().data;
    expect(addresses.find((a: { id: number }) => a.id === ownerIds.address).is_primary).toBe(true);
    expect(banks.find((b: { id: number }) => b.id === ownerIds.bank).is_primary).toBe(true);
  });
});
