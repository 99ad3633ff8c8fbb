/**
 * Who may open which page (spec §2, §4, §6; the back office of docs/design/back-office.md §7). A
 * pure function of the path and of who is looking (signed in or not, borrower or staff,
 * verification still pending or not), so the web app, a native shell and the tests all ask the
 * same question.
 */

/**
 * Middleware of a route: `guest` keeps signed-in people out, `auth` keeps everyone but signed-in
 * borrowers out, `staff` everyone but signed-in staff.
 */
export type RouteGuard = 'guest' | 'auth' | 'staff' | 'none';
export type RouteLayout = 'default' | 'signin' | 'auth' | 'back-office';

export interface RouteRule {
  /** A path pattern; `:name` marks a parameter. */
  pattern: string;
  layout: RouteLayout;
  guard: RouteGuard;
  /** What each `:name` parameter must look like; a path that breaks it is a 404 'Page Not Found'. */
  params?: Readonly<Record<string, RegExp>>;
  /**
   * A guest page that a signed-in user whose phone or e-mail is still unconfirmed may open too:
   * `/auth/verify` is where a just-registered (so already signed-in) borrower confirms them.
   */
  alsoForPendingVerification?: boolean;
}

/** The signed-in person's side of the counter: the `user_role` cookie. */
export type ViewerRole = 'borrower' | 'staff';

/** Who is opening a page. */
export interface Viewer {
  signedIn: boolean;
  /** Signed in with the phone number or the e-mail address not confirmed yet (borrowers only). */
  verificationPending: boolean;
  /** null for a signed-out visitor. */
  role: ViewerRole | null;
}

/** A signed-out visitor. */
export const VISITOR: Viewer = { signedIn: false, verificationPending: false, role: null };

export const SIGN_IN_PATH = '/auth/sign-in';
export const HOME_FOR_SIGNED_IN = '/dashboard/main';
/** Where staff land: the back office's overview. */
export const HOME_FOR_STAFF = '/back-office';
/** A new staff member's e-mailed link: they choose their password (guest page, token in the fragment). */
export const STAFF_INVITATION_PATH = '/auth/staff-invitation';
/** Where a signed-in borrower confirms the phone number and the e-mail address. */
export const VERIFY_PATH = '/auth/verify';

const publicPages = ['/', '/about', '/calculator', '/contact', '/privacy-policy', '/services', '/teams', '/terms'];
const guestPages = [
  '/auth/basics',
  '/auth/forgot',
  '/auth/reset',
  '/auth/set-password',
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/sign-up1',
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
  '/dashboard/loans/:id/pay-part',
  '/dashboard/loans/:id/payment-date',
  '/dashboard/main',
  '/dashboard/messages',
  '/dashboard/messages/:id',
  '/dashboard/my-details',
  '/dashboard/offers/:id',
  '/dashboard/submitted',
  '/dashboard/user-loans',
  '/dashboard/user-loans/:id',
];

/** The lender's back office (docs/design/back-office.md §7), for staff only. */
const backOfficePages = [
  '/back-office',
  '/back-office/arrears',
  '/back-office/refunds',
  '/back-office/audit',
  '/back-office/borrowers',
  '/back-office/borrowers/:id',
  '/back-office/complaints',
  '/back-office/conversations',
  '/back-office/conversations/:id',
  '/back-office/documents',
  '/back-office/requests',
  '/back-office/security',
  '/back-office/staff',
];

/** Record ids are positive whole numbers. */
const RECORD_ID = /^[1-9][0-9]{0,17}$/;
const paramRules: Record<string, Record<string, RegExp>> = {
  '/dashboard/user-loans/:id': { id: RECORD_ID },
  '/dashboard/loans/:id/pay-part': { id: RECORD_ID },
  '/dashboard/loans/:id/payment-date': { id: RECORD_ID },
  '/dashboard/messages/:id': { id: RECORD_ID },
  '/dashboard/offers/:id': { id: RECORD_ID },
  '/back-office/borrowers/:id': { id: RECORD_ID },
  '/back-office/conversations/:id': { id: RECORD_ID },
};

/** Every route of spec §2 with its layout and middleware. */
export const ROUTES: readonly RouteRule[] = [
  ...publicPages.map((pattern): RouteRule => ({ pattern, layout: 'default', guard: 'none' })),
  ...guestPages.map(
    (pattern): RouteRule => ({ pattern, layout: 'signin', guard: 'guest', ...(pattern === VERIFY_PATH ? { alsoForPendingVerification: true } : {}) }),
  ),
  { pattern: '/auth/reset-verify', layout: 'signin', guard: 'none' },
  ...dashboardPages.map((pattern): RouteRule => ({ pattern, layout: 'auth', guard: 'auth', params: paramRules[pattern] })),
  ...backOfficePages.map((pattern): RouteRule => ({ pattern, layout: 'back-office', guard: 'staff', params: paramRules[pattern] })),
];

export type RouteAccess =
  | { kind: 'allow'; route: RouteRule }
  | { kind: 'redirect'; to: string; route: RouteRule }
  | { kind: 'not-found' }
  /** The path has the shape of a route but a parameter is malformed (spec §2: 404 'Page Not Found' plus the path). */
  | { kind: 'invalid-param'; path: string; route: RouteRule };

/** Finds the route a path belongs to; trailing slashes are ignored. */
export function matchRoute(path: string): RouteRule | null {
  const wanted = segments(path);
  return (
    ROUTES.find((route) => {
      const pattern = segments(route.pattern);
      return pattern.length === wanted.length && pattern.every((part, i) => part.startsWith(':') || part === wanted[i]);
    }) ?? null
  );
}

/** The values of a route's `:name` parameters in `path` (which must match the route). */
export function routeParams(route: RouteRule, path: string): Record<string, string> {
  const wanted = segments(path);
  const params: Record<string, string> = {};
  segments(route.pattern).forEach((part, i) => {
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(wanted[i]);
  });
  return params;
}

/** True when every parameter of `path` satisfies the route's rule for it. */
export function paramsAreValid(route: RouteRule, path: string): boolean {
  const params = routeParams(route, path);
  return Object.entries(route.params ?? {}).every(([name, rule]) => rule.test(params[name] ?? ''));
}

/** Where a signed-in person's own pages start: the back office for staff, the dashboard for borrowers. */
export function homeFor(viewer: Pick<Viewer, 'role'>): string {
  return viewer.role === 'staff' ? HOME_FOR_STAFF : HOME_FOR_SIGNED_IN;
}

/**
 * Decides what happens when `viewer` opens `path`. A signed-out visitor of a dashboard or
 * back-office page goes to sign-in (and comes back afterwards through `returnTo`); a signed-in
 * person on a guest page goes to their home, except a borrower on `/auth/verify` while their
 * verification is pending. Each side of the counter stays on its own: a borrower opening the back
 * office goes to the dashboard, staff opening the dashboard go to the back office.
 * A `#fragment` of `path` rides along as sign-in's own fragment, not inside `returnTo`: it may hold
 * a link's token (`#confirm-email=`, ADR 0033), and a fragment never reaches a server or its logs.
 */
export function routeAccess(path: string, viewer: Viewer): RouteAccess {
  const route = matchRoute(path);
  if (!route) return { kind: 'not-found' };
  if (!paramsAreValid(route, path)) return { kind: 'invalid-param', path: normalise(path), route };
  const staff = viewer.role === 'staff';
  if ((route.guard === 'auth' || route.guard === 'staff') && !viewer.signedIn) {
    return { kind: 'redirect', to: `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(normalise(path))}${fragmentOf(path)}`, route };
  }
  if (route.guard === 'auth' && staff) return { kind: 'redirect', to: HOME_FOR_STAFF, route };
  if (route.guard === 'staff' && !staff) return { kind: 'redirect', to: HOME_FOR_SIGNED_IN, route };
  if (route.guard === 'guest' && viewer.signedIn && !(route.alsoForPendingVerification && viewer.verificationPending && !staff)) {
    return { kind: 'redirect', to: homeFor(viewer), route };
  }
  return { kind: 'allow', route };
}

/**
 * Where to go after signing in: the page the visitor was sent away from, when it is a page of
 * ours that this signed-in person may open, never another site (no open redirect); otherwise
 * their home (staff: the back office). `fragment` is the one {@link routeAccess} kept on the
 * sign-in address; it goes back to that page only.
 */
export function safeReturnTo(candidate: string | null | undefined, verificationPending = false, fragment = '', role: ViewerRole = 'borrower'): string {
  const home = homeFor({ role });
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) {
    return home;
  }
  const access = routeAccess(candidate.split(/[?#]/)[0], { signedIn: true, verificationPending, role });
  if (access.kind !== 'allow') return home;
  return candidate.includes('#') || !fragment.startsWith('#') ? candidate : candidate + fragment;
}

function fragmentOf(path: string): string {
  const at = path.indexOf('#');
  return at < 0 || at === path.length - 1 ? '' : path.slice(at);
}

function segments(path: string): string[] {
  return normalise(path).split('/').filter(Boolean);
}

function normalise(path: string): string {
  const clean = path.split(/[?#]/)[0];
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is simply an invalid parameter
  }
}
