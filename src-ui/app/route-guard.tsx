import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SIGN_IN_PATH, routeAccess, safeReturnTo, type Viewer } from '../../src-domain/auth/route-access.policy';
import { DefaultLayout } from '../layouts/default.layout';
import { NotFoundPage } from './error-pages';
import { LazyAuthLayout, LazyBackOfficeLayout } from './lazy-layouts';
import { useStores } from './stores.context';

/**
 * Applies the domain's route policy to every location: guest pages send signed-in people to
 * where they were going (or the dashboard; `/auth/verify` stays open while their phone or e-mail
 * is unconfirmed), dashboard pages send signed-out people to sign-in
 * with `returnTo`, unknown addresses and malformed parameters show the one "Page not found" of spec §2.
 */
export const RouteGuard = observer(function RouteGuard() {
  const { auth } = useStores();
  const location = useLocation();
  const viewer = auth.viewer;
  // The fragment goes through sign-in and back (an e-mailed link's token, ADR 0033).
  const access = routeAccess(location.pathname + location.hash, viewer);

  if (access.kind === 'redirect') {
    let to = access.to;
    if (access.route.guard === 'guest') to = afterSignIn(auth.nextPath, location, viewer);
    else if (auth.exit === 'signed-out') to = SIGN_IN_PATH; // they chose to leave: no "come back to" link
    return <Navigate to={to} replace />;
  }
  if (access.kind === 'invalid-param' || access.kind === 'not-found') {
    if (viewer.role === 'staff' && location.pathname.startsWith('/back-office/')) {
      return (
        <LazyBackOfficeLayout>
          <NotFoundPage within="back-office" />
        </LazyBackOfficeLayout>
      );
    }
    const insideDashboard = auth.signedIn && location.pathname.startsWith('/dashboard/');
    const page = <NotFoundPage within={insideDashboard ? 'dashboard' : 'site'} />;
    return insideDashboard ? <LazyAuthLayout>{page}</LazyAuthLayout> : <DefaultLayout>{page}</DefaultLayout>;
  }
  return <Outlet />;
});
RouteGuard.displayName = 'RouteGuard';

/**
 * Where a guest page sends someone whose session just started: `nextPath`, or the `returnTo` of
 * the address. Only sign-in's fragment is the returning page's (routeAccess put it there); another
 * guest page's is its own (the sign-up link's token) and stays behind.
 */
function afterSignIn(nextPath: string | null, location: { pathname: string; search: string; hash: string }, viewer: Viewer): string {
  const role = viewer.role ?? 'borrower';
  if (nextPath !== null) return safeReturnTo(nextPath, viewer.verificationPending, '', role);
  const fragment = location.pathname === SIGN_IN_PATH ? location.hash : '';
  return safeReturnTo(new URLSearchParams(location.search).get('returnTo'), viewer.verificationPending, fragment, role);
}
