import { describe, expect, it } from 'vitest';
import { ROUTES, VISITOR, routeAccess, safeReturnTo, matchRoute, type Viewer } from '../../../src-domain/auth/route-access.policy';

const verified: Viewer = { signedIn: true, verificationPending: false, role: 'borrower' };
const unverified: Viewer = { signedIn: true, verificationPending: true, role: 'borrower' };
const staff: Viewer = { signedIn: true, verificationPending: false, role: 'staff' };
/** Every signed-in viewer: the rules below hold whatever their verification state. */
const signedInViewers = [verified, unverified];

/** Spec §2, written out again on purpose: the policy must match the specification, not itself. */
const publicPages = ['/', '/about', '/calculator', '/contact', '/privacy-policy', '/services', '/teams', '/terms'];
const guestPages = [
  '/auth/basics',
  '/auth/forgot',
  '/auth/reset',
  '/auth/set-password',
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/sign-up1',
  // a new staff member chooses their password (issue 25)
  '/auth/staff-invitation',
  '/auth/verify',
];
const dashboardPages = [
  '/dashboard/account-settings/change-password',
  '/dashboard/account-settings/settings',
  '/dashboard/accounts',
  '/dashboard/documents',
  '/dashboard/letters',
  '/dashboard/loan-request',
  '/dashboard/loanSubmitted',
  // paying off part of a loan and moving its payment date (issue 26)
  '/dashboard/loans/42/pay-part',
  '/dashboard/loans/42/payment-date',
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

/** The back office (docs/design/back-office.md §7). */
const backOfficePages = [
  '/back-office',
  '/back-office/requests',
  '/back-office/documents',
  '/back-office/conversations',
  '/back-office/conversations/42',
  '/back-office/complaints',
  '/back-office/arrears',
  '/back-office/refunds',
  '/back-office/borrowers',
  '/back-office/borrowers/42',
  '/back-office/audit',
  '/back-office/staff',
  '/back-office/security',
];

describe('routeAccess', () => {
  it('knows exactly the routes of spec §2 and of the back office', () => {
    expect(ROUTES).toHaveLength(publicPages.length + guestPages.length + 1 + dashboardPages.length + backOfficePages.length);
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

  describe.each(backOfficePages)('back-office page %s', (path) => {
    it('is open to staff in the back-office layout', () => {
      expect(routeAccess(path, staff)).toMatchObject({ kind: 'allow', route: { layout: 'back-office', guard: 'staff' } });
    });
    it('sends a visitor to sign in, remembering where they were going', () => {
      expect(routeAccess(path, VISITOR)).toMatchObject({ kind: 'redirect', to: `/auth/sign-in?returnTo=${encodeURIComponent(path)}` });
    });
    it.each(signedInViewers)('sends a borrower to their dashboard (%o)', (borrower) => {
      expect(routeAccess(path, borrower)).toMatchObject({ kind: 'redirect', to: '/dashboard/main' });
    });
  });

  it.each(dashboardPages)('sends staff opening the dashboard page %s to the back office', (path) => {
    expect(routeAccess(path, staff)).toMatchObject({ kind: 'redirect', to: '/back-office' });
  });

  it.each(guestPages)('sends staff opening the guest page %s to the back office', (path) => {
    expect(routeAccess(path, staff)).toMatchObject({ kind: 'redirect', to: '/back-office' });
    expect(routeAccess(path, { ...staff, verificationPending: true })).toMatchObject({ kind: 'redirect', to: '/back-office' });
  });

  it('lets staff open the public pages like anyone', () => {
    expect(routeAccess('/about', staff)).toMatchObject({ kind: 'allow' });
  });

  it.each(['abc', '0', '1.5'])('refuses the back-office record id %s as an invalid parameter', (id) => {
    expect(routeAccess(`/back-office/borrowers/${id}`, staff)).toMatchObject({ kind: 'invalid-param' });
    expect(routeAccess(`/back-office/conversations/${id}`, staff)).toMatchObject({ kind: 'invalid-param' });
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
    for (const page of ['pay-part', 'payment-date']) {
      expect(routeAccess(`/dashboard/loans/${id}/${page}`, verified)).toMatchObject({ kind: 'invalid-param', path: `/dashboard/loans/${id}/${page}` });
    }
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
  it('sends staff to the back office page they were going to, and otherwise to its overview', () => {
    expect(safeReturnTo('/back-office/borrowers/7', false, '', 'staff')).toBe('/back-office/borrowers/7');
    expect(safeReturnTo('/dashboard/main', false, '', 'staff')).toBe('/back-office');
    expect(safeReturnTo(null, false, '', 'staff')).toBe('/back-office');
    expect(safeReturnTo('https://evil.example', false, '', 'staff')).toBe('/back-office');
    expect(safeReturnTo('/auth/staff-invitation', false, '', 'staff')).toBe('/back-office');
  });
  it('never sends a borrower into the back office', () => {
    expect(safeReturnTo('/back-office/requests')).toBe('/dashboard/main');
  });
  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/auth/sign-in', '/nowhere'])(
    'falls back to the dashboard for %s',
    (candidate) => {
      expect(safeReturnTo(candidate)).toBe('/dashboard/main');
    },
  );
});
