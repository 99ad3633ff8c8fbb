import { matchPath } from 'react-router-dom';
import { routeAccess, type Viewer } from '../../src-domain/auth/route-access.policy';
import { loadAuthLayout } from './lazy-layouts';
import { PAGES, type PageEntry } from './pages';

/** What the preloader may start early; the real loads (lazy components, stores) reuse the same downloads. */
export interface FirstRouteLoads {
  /** Starts downloading the use-cases. */
  preloadServices(): void;
  /** @default the layout chunk of the dashboard */
  authLayout?: () => Promise<unknown>;
}

/**
 * Starts every download the first page needs at once: its own chunk, the dashboard shell when it
 * sits in one, and the use-cases when a signed-in page is about to ask for data. Left to React,
 * each starts only once the one before it has rendered (shell → page → data), a waterfall that
 * costs a slow phone a second. Nothing starts for a page the route policy will not show.
 * Failures are ignored here: the lazy components load again through the chunk reload guard.
 */
export function preloadFirstRoute(pathname: string, viewer: Viewer, loads: FirstRouteLoads, pages: readonly PageEntry[] = PAGES): void {
  const access = routeAccess(pathname, viewer);
  if (access.kind !== 'allow') return;
  const entry = pages.find((page) => matchPath(page.path, pathname));
  if (!entry) return;
  entry.load().catch(() => undefined);
  if (access.route.layout === 'auth') {
    (loads.authLayout ?? loadAuthLayout)().catch(() => undefined);
    loads.preloadServices();
  }
}
