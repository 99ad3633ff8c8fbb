import { describe, expect, it } from 'vitest';
import { ROUTES, routeAccess, safeReturnTo, matchRoute } from '../../../src-domain/auth/route-access.policy';

/** Spec §2, written out again on purpose: the policy must match the specification, not itself. */
const publicPages = ['/', '/about', '/calculator', '/contact', '/privacy-policy', '/services', '/teams', '/terms'];
const guestPages = ['/auth/basics', '/auth/forgot', '/auth/reset', '/auth/set-password', '/auth/sign-in', '/auth/sign-up', '/auth/sign-up1', '/auth/verify'];
const dashboardPages = [
  '/dashboard/account-settings/change-password',
  '/dashboard/account-settings/settings',
  '/dashboard/accounts',
  '/dashboard/documents',
  '/dashboard/loan-request',
  '/dashboard/loanSubmitted',
  '/dashboard/main',
  '/dashboard/my-details',
  '/dashboard/submitted',
  '/dashboard/user-loans',
  '/dashboard/user-loans/42',
];

describe('routeAccess', () => {
  it('knows exactly the routes of spec §2', () => {
    expect(ROUTES).toHaveLength(publicPages.length + guestPages.length + 1 + dashboardPages.length);
  });

  describe.each(publicPages)('public page %s', (path) => {
    it('is open to visitors and signed-in users alike, in the default layout', () => {
      expect(routeAccess(path, false)).toMatchObject({ kind: 'allow', route: { layout: 'default' } });
      expect(routeAccess(path, true)).toMatchObject({ kind: 'allow', route: { layout: 'default' } });
    });
  });

  describe.each(guestPages)('guest page %s', (path) => {
    it('is open to visitors in the signin layout', () => {
      expect(routeAccess(path, false)).toMatchObject({ kind: 'allow', route: { layout: 'signin', guard: 'guest' } });
    });
    it('sends a signed-in user to the dashboard', () => {
      expect(routeAccess(path, true)).toMatchObject({ kind: 'redirect', to: '/dashboard/main' });
    });
  });

  it('lets everyone open /auth/reset-verify, in the signin layout without the guest rule', () => {
    expect(routeAccess('/auth/reset-verify', false)).toMatchObject({ kind: 'allow', route: { layout: 'signin', guard: 'none' } });
    expect(routeAccess('/auth/reset-verify', true)).toMatchObject({ kind: 'allow', route: { layout: 'signin', guard: 'none' } });
  });

  describe.each(dashboardPages)('dashboard page %s', (path) => {
    it('is open to signed-in users in the auth layout', () => {
      expect(routeAccess(path, true)).toMatchObject({ kind: 'allow', route: { layout: 'auth', guard: 'auth' } });
    });
    it('sends a visitor to sign in, remembering where they were going', () => {
      expect(routeAccess(path, false)).toEqual(
        expect.objectContaining({ kind: 'redirect', to: `/auth/sign-in?returnTo=${encodeURIComponent(path)}` }),
      );
    });
  });

  it('ignores a trailing slash, a query and a fragment', () => {
    expect(routeAccess('/dashboard/main/', true).kind).toBe('allow');
    expect(routeAccess('/about?ref=mail#team', false).kind).toBe('allow');
  });

  it('does not know paths outside spec §2', () => {
    expect(routeAccess('/nowhere', false)).toEqual({ kind: 'not-found' });
    expect(routeAccess('/dashboard', true)).toEqual({ kind: 'not-found' });
    expect(routeAccess('/dashboard/user-loans/1/extra', true)).toEqual({ kind: 'not-found' });
    expect(matchRoute('/DASHBOARD/MAIN')).toBeNull();
  });

  it.each(['abc', '0', '-1', '1.5', '%E0%A4%A', '12345678901234567890'])('refuses the loan id %s as an invalid parameter', (id) => {
    expect(routeAccess(`/dashboard/user-loans/${id}`, true)).toMatchObject({
      kind: 'invalid-param',
      path: `/dashboard/user-loans/${id}`,
    });
  });
});

describe('safeReturnTo', () => {
  it('returns to a page of ours that a signed-in user may open', () => {
    expect(safeReturnTo('/dashboard/user-loans/3')).toBe('/dashboard/user-loans/3');
    expect(safeReturnTo('/about?x=1')).toBe('/about?x=1');
  });
  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/auth/sign-in', '/nowhere'])(
    'falls back to the dashboard for %s',
    (candidate) => {
      expect(safeReturnTo(candidate)).toBe('/dashboard/main');
    },
  );
});
