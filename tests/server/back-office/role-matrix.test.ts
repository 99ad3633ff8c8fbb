import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, STAFF_ROLES, type StaffPermission, type StaffRole } from '../../../src-domain/back-office/staff-role';
import { get, registerUser, send } from '../support/http-client';
import { staffMember, type StaffMember } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';

const PREFIX = '/api/v1/back-office';
/** An id no record has: a role that passes the guard gets a 404, never a 403. */
const UNKNOWN_ID = '999999';

interface BackOfficeRoute {
  method: 'GET' | 'POST';
  url: string;
  permission: StaffPermission | undefined;
}

let t: TestApp;
let borrowerToken: string;
let withoutTwoFactor: StaffMember;
const staff = new Map<StaffRole, StaffMember>();

beforeAll(async () => {
  t = await createTestApp();
  borrowerToken = (await registerUser(t.app)).token;
  withoutTwoFactor = await staffMember(t, { role: 'admin', twoFactor: false });
  for (const role of STAFF_ROLES) staff.set(role, await staffMember(t, { role }));
});
afterAll(() => t.close());

/** Every route the app registered under the back office's prefix, with the permission its guard checks. */
function backOfficeRoutes(): BackOfficeRoute[] {
  return t.routes
    .filter((route: RouteOptions) => route.url.startsWith(PREFIX))
    .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD').map((method) => ({ method: method as 'GET' | 'POST', url: route.url, permission: (route.config as { staffPermission?: StaffPermission } | undefined)?.staffPermission })));
}

function call(route: BackOfficeRoute, token: string) {
  const url = route.url.replace(/:\w+/g, UNKNOWN_ID);
  return route.method === 'GET' ? get(t.app, url, token) : send(t.app, route.method, url, {}, { token });
}

describe('the back office’s role matrix', () => {
  it('has routes, and every one of them names the permission its guard checks', () => {
    const routes = backOfficeRoutes();
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.filter((route) => route.permission === undefined).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('refuses every route to a borrower (not_staff), to staff without two-step sign-in (two_factor_required) and to each role without the permission (role_not_allowed)', async () => {
    for (const route of backOfficeRoutes()) {
      const name = `${route.method} ${route.url}`;
      const borrower = await call(route, borrowerToken);
      expect(borrower.statusCode, name).toBe(403);
      expect(borrower.json().code, name).toBe('not_staff');

      const noTwoFactor = await call(route, withoutTwoFactor.token);
      expect(noTwoFactor.statusCode, name).toBe(403);
      expect(noTwoFactor.json(), name).toEqual({ code: 'two_factor_required', message: 'Turn on two-step sign-in to use the back office.' });

      for (const role of STAFF_ROLES) {
        const answer = await call(route, staff.get(role)!.token);
        if (can(role, route.permission!)) {
          // Past the guard: the unknown id is a 404 (or the call's own answer), never a refusal.
          expect(answer.statusCode, `${name} as ${role}`).not.toBe(403);
        } else {
          expect(answer.statusCode, `${name} as ${role}`).toBe(403);
          expect(answer.json().code, `${name} as ${role}`).toBe('role_not_allowed');
        }
      }
    }
  });

  it('asks for the permission the design gives each action', () => {
    const permissionOf = (method: string, url: string) => backOfficeRoutes().find((route) => route.method === method && route.url === `${PREFIX}${url}`)?.permission;
    expect(permissionOf('POST', '/requests/:id/approve')).toBe('requests.decide');
    expect(permissionOf('POST', '/requests/:id/decline')).toBe('requests.decide');
    expect(permissionOf('POST', '/documents/:id/approve')).toBe('documents.review');
    expect(permissionOf('POST', '/documents/:id/reject')).toBe('documents.review');
    expect(permissionOf('POST', '/conversations/:id/reply')).toBe('conversations.answer');
    expect(permissionOf('POST', '/conversations/:id/close')).toBe('conversations.answer');
    expect(permissionOf('POST', '/loans/:id/payments')).toBe('payments.record');
    expect(permissionOf('POST', '/loans/:id/settle')).toBe('loans.settle');
    expect(permissionOf('POST', '/complaints/:id/resolve')).toBe('complaints.resolve');
    // Refunds are servicing's work (and admins'): an underwriter neither lists nor marks them.
    expect(permissionOf('GET', '/refunds')).toBe('payments.record');
    expect(permissionOf('POST', '/refunds/:id/sent')).toBe('payments.record');
  });
});
