import type { FastifyInstance, preHandlerHookHandler, RouteOptions } from 'fastify';
import { forbiddenBecause } from '../http-error';

/** Where staff work: every route under it is a back-office route, guarded by requireStaff. */
export const BACK_OFFICE_PREFIX = '/api/v1/back-office';

/**
 * The borrower-side calls a staff token may still make (ADR 0040): signing out, who am I, turning
 * two-step sign-in on or off, changing the password, the realtime channels, and the notifications
 * the SPA's shell fetches for everyone signed in (the security notices of those same changes).
 */
export const STAFF_ALLOWED_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/logout',
  'GET /api/v1/users/me',
  'POST /api/v1/2fa/enable',
  'POST /api/v1/2fa/verify',
  'POST /api/v1/2fa/disable',
  'POST /api/change-password',
  'POST /broadcasting/auth',
  'POST /broadcasting/user-auth',
  'GET /api/v1/notifications/unread-notifications',
  'GET /api/v1/notifications/mark-notification-as-read/:id',
]);

export const STAFF_ACCOUNT_REFUSAL = 'Staff accounts work in the back office, not in a borrower’s account.';

/**
 * Keeps staff tokens out of the borrower's API: every signed-in `/api/*` route outside the back office
 * and the allowlist gets one more preHandler, after its own (so after requireUser), that refuses a
 * staff user with 403 `staff_account`. A staff member has no loans, profile or documents of their own
 * here, and a mistaken call must not create any. Install before the routes are registered.
 */
export function installStaffBoundary(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every borrower call and never waits for anything.
  const refuseStaff: preHandlerHookHandler = (request, _reply, done) => {
    done(request.user?.role === 'staff' ? forbiddenBecause('staff_account', STAFF_ACCOUNT_REFUSAL) : undefined);
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(`${BACK_OFFICE_PREFIX}/`) || route.config?.staffPermission) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => STAFF_ALLOWED_ROUTES.has(`${method} ${route.url}`))) return;
    route.preHandler = [...hooksOf(route.preHandler), refuseStaff];
  });
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
