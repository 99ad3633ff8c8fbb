import { describe, expect, it } from 'vitest';
import { ROUTES, VISITOR, routeAccess, safeReturnTo, matchRoute, type Viewer } from '../../../src-domain/auth/route-access.policy';

const verified: Viewer = { signedIn: true, verificationPending: false };
const unverified: Viewer = { signedIn: true, verificationPending: true };
/** Every signed-in viewer: the rules below hold whatever their verification state. */
const signedInViewers = [verified, unverified];

/** Spec §2, written out again on purpose: the policy must match the specification, not itself. */
const publicPages = ['/', '/about', '/calculator', '/contact', '/privacy-policy', '/services', '/teams', '/terms'];
const guestPages = ['/auth/basics', '/auth/forgot', '/auth/reset', '/auth/set-password', '/auth/sign-in', '/auth/sign-up', '/auth/sign-up1', '/auth/verify'];
const dashboardPages = [
  '/dashboard/account-settings/change-password',
  '/dashboard/account-settings/settings',
  '/dashboard/accounts',
  '/dashboard/documents',
  '/dashboard/letters',
  '/dashboard/loan-request',
  '/dashboard/loanSubmitted',
  '/dashboard/main',
  // secure messages (issue 14)
  '/dashboard/messages',
  '/dashboard/messages/42',
  '/dashboard/my-details',
  // reading and signing an offer (issue 23)
  '/dashboard/offers/42',
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
      for (const viewer of [VISITOR, ...signedInViewers]) {
        expect(routeAccess(path, viewer)).toMatchObject({ kind: 'allow', route: { layout: 'default' } });
      }
    });
  });

  describe.each(guestPages)('guest page %s', (path) => {
    it('is open to visitors in the signin layout', () => {
      expect(routeAccess(path, VISITOR)).toMatchObject({ kind: 'allow', route: { layout: 'signin', guard: 'guest' } });
    });
    it('sends a verified signed-in user to the dashboard', () => {
      expect(routeAccess(path, verified)).toMatchObject({ kind: 'redirect', to: '/dashboard/main' });
    });
  });

  describe.each(guestPages.filter((path) => path !== '/auth/verify'))('guest page %s, for a signed-in user still to verify', (path) => {
    it('sends them to the dashboard too', () => {
      expect(routeAccess(path, unverified)).toMatchObject({ kind: 'redirect', to: '/dashboard/main' });
    });
  });

  it('lets a signed-in user whose phone or e-mail is unconfirmed open /auth/verify, in the signin layout', () => {
    expect(routeAccess('/auth/verify', unverified)).toMatchObject({ kind: 'allow', route: { layout: 'signin', guard: 'guest' } });
  });

  it('lets everyone open /auth/reset-verify, in the signin layout without the guest rule', () => {
    for (const viewer of [VISITOR, ...signedInViewers]) {
      expect(routeAccess('/auth/reset-verify', viewer)).toMatchObject({ kind: 'allow', route: { layout: 'signin', guard: 'none' } });
    }
  });

  describe.each(dashboardPages)('dashboard page %s', (path) => {
    it('is open to signed-in users in the auth layout, verified or not', () => {
      for (const viewer of signedInViewers) {
        expect(routeAccess(path, viewer)).toMatchObject({ kind: 'allow', route: { layout: 'auth', guard: 'auth' } });
      }
    });
    it('sends a visitor to sign in, remembering where they were going', () => {
      expect(routeAccess(path, VISITOR)).toEqual(
        expect.objectContaining({ kind: 'redirect', to: `/auth/sign-in?returnTo=${encodeURIComponent(path)}` }),
      );
    });
  });

  it('keeps a dashboard page\'s fragment on the sign-in address itself, out of returnTo (a link\'s token never reaches a server)', () => {
    expect(routeAccess('/dashboard/account-settings/settings#confirm-email=abc_123', VISITOR)).toMatchObject({
      kind: 'redirect',
      to: '/auth/sign-in?returnTo=%2Fdashboard%2Faccount-settings%2Fsettings#confirm-email=abc_123',
    });
  });

  it('ignores a trailing slash, a query and a fragment', () => {
    expect(routeAccess('/dashboard/main/', verified).kind).toBe('allow');
    expect(routeAccess('/about?ref=mail#team', VISITOR).kind).toBe('allow');
    expect(routeAccess('/auth/verify/', unverified).kind).toBe('allow');
  });

  it('does not know paths outside spec §2', () => {
    expect(routeAccess('/nowhere', VISITOR)).toEqual({ kind: 'not-found' });
    expect(routeAccess('/dashboard', verified)).toEqual({ kind: 'not-found' });
    expect(routeAccess('/dashboard/user-loans/1/extra', verified)).toEqual({ kind: 'not-found' });
    expect(matchRoute('/DASHBOARD/MAIN')).toBeNull();
  });

  it.each(['abc', '0', '-1', '1.5', '%E0%A4%A', '12345678901234567890'])('refuses the loan id %s as an invalid parameter', (id) => {
    expect(routeAccess(`/dashboard/user-loans/${id}`, verified)).toMatchObject({
      kind: 'invalid-param',
      path: `/dashboard/user-loans/${id}`,
    });
  });
});

describe('safeReturnTo', () => {
  it('gives the fragment kept on the sign-in address back to the page it came from, and to no other', () => {
    expect(safeReturnTo('/dashboard/account-settings/settings', false, '#confirm-email=abc')).toBe('/dashboard/account-settings/settings#confirm-email=abc');
    expect(safeReturnTo('https://evil.example/', false, '#confirm-email=abc')).toBe('/dashboard/main');
    expect(safeReturnTo('/auth/verify', false, '#confirm-email=abc')).toBe('/dashboard/main');
    expect(safeReturnTo('/dashboard/main', false, '')).toBe('/dashboard/main');
  });

  it('returns to a page of ours that a signed-in user may open', () => {
    expect(safeReturnTo('/dashboard/user-loans/3')).toBe('/dashboard/user-loans/3');
    expect(safeReturnTo('/about?x=1')).toBe('/about?x=1');
  });
  it('returns an unverified user to /auth/verify, and a verified one to the dashboard instead', () => {
    expect(safeReturnTo('/auth/verify', true)).toBe('/auth/verify');
    expect(safeReturnTo('/auth/verify', false)).toBe('/dashboard/main');
    expect(safeReturnTo('/auth/verify')).toBe('/dashboard/main');
  });
  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/auth/sign-in', '/nowhere'])(
    'falls back to the dashboard for %s',
    (candidate) => {
      expect(safeReturnTo(candidate)).toBe('/dashboard/main');
    },
  );
});
