import { matchPath } from 'react-router-dom';
import { routeAccess, type Viewer } from '../../src-domain/auth/route-access.policy';
import { PAGES, type PageEntry } from './pages';

/** What the preloader may start early; the routes then render from the same loads. */
export interface FirstRouteLoads {
  /** Starts loading a page's code. */
  page(entry: PageEntry): Promise<unknown>;
  /** Starts loading the dashboard shell's code. */
  authLayout(): Promise<unknown>;
  /** Starts loading the back office's shell (with its stores and bindings). */
  backOfficeLayout?(): Promise<unknown>;
}

/**
 * Starts loading the first page's code at once, with the dashboard shell when the page sits in
 * one. Left to React, each starts only once the one before it has rendered (shell → page), a
 * waterfall a slow phone feels. The use-cases are not started here: their files are already on
 * their way (the server names them in the page shell), and running them can wait until the page
 * has painted and asks for its data. Nothing starts for a page the route policy will not show.
 * A failure is the page's to show when it renders (through the chunk reload guard), not this one's.
 * Settles once everything it started has loaded or failed.
 */
export function preloadFirstRoute(pathname: string, viewer: Viewer, loads: FirstRouteLoads, pages: readonly PageEntry[] = PAGES): Promise<unknown> {
  const access = routeAccess(pathname, viewer);
  if (access.kind !== 'allow') return Promise.resolve();
  const entry = pages.find((page) => matchPath(page.path, pathname));
  if (!entry) return Promise.resolve();
  const started = [loads.page(entry)];
  if (access.route.layout === 'auth') started.push(loads.authLayout());
  if (access.route.layout === 'back-office' && loads.backOfficeLayout) started.push(loads.backOfficeLayout());
  return Promise.all(started).catch(() => undefined);
}
