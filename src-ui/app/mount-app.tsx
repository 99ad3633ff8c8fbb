import { FocusStyleManager } from '@blueprintjs/core';
import { autorun, runInAction } from 'mobx';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SIGN_IN_PATH, VISITOR, routeAccess } from '../../src-domain/auth/route-access.policy';
import { activeBrand } from '../brand/brand.config';
import type { AppDependencies } from './app-services';
import { RootStore } from './root.store';
import { RouteErrorBoundary } from './error-pages';
import { ServicesPreloader } from './services-preloader';
import { NavigationBridge, Navigator } from './navigation';
import { authLayout, backOfficeLayout } from './lazy-layouts';
import { AppRoutes, createRoutes, pageLoadable } from './route-table';
import { preloadFirstRoute } from './route-preloader';
import { StoresProvider } from './stores.context';
import { ToastHost } from './toast-host';

/** What the composition root can still do with a mounted app. */
export interface MountedApp {
  /**
   * The HTTP policy met a 401 and already cleared the cookies: the app forgets the session and
   * goes to `/auth/sign-in` (with `returnTo` when the person was on a dashboard page).
   */
  sessionEnded(): void;
  /** Unmounts the app (tests, hot reload). */
  unmount(): void;
}

/** How long the first render waits for the first page's code before showing a loading state instead. */
export const FIRST_ROUTE_WAIT_MS = 500;

/** Renders the portal into `element`. The container's use-cases arrive later through `deps.loadServices`. */
export function mountApp(element: HTMLElement, deps: AppDependencies): MountedApp {
  FocusStyleManager.onlyShowFocusOnTabs();
  const stores = new RootStore(deps, { storage: safeLocalStorage(), prefersDark: prefersDark() });
  const routes = createRoutes();
  const firstRoute = preloadFirstRoute(window.location.pathname, stores.auth.viewer, {
    page: (entry) => pageLoadable(entry).preload(),
    authLayout: () => authLayout.preload(),
    backOfficeLayout: () => backOfficeLayout.preload(),
  });
  const navigator = new Navigator();
  applyBrandColours();
  const stopTheme = autorun(() => {
    document.body.classList.toggle('bp6-dark', stores.ui.isDark);
    document.documentElement.style.colorScheme = stores.ui.isDark ? 'dark' : 'light';
  });

  const root = createRoot(element);
  const render = () =>
    root.render(
      <StrictMode>
        <StoresProvider stores={stores}>
          <BrowserRouter>
            <NavigationBridge navigator={navigator} />
            <ServicesPreloader />
            <RouteErrorBoundary>
              <AppRoutes routes={routes} />
            </RouteErrorBoundary>
            <ToastHost />
          </BrowserRouter>
        </StoresProvider>
      </StrictMode>,
    );
  // The first render waits (briefly) for the first page's code: rendered earlier, it would show a
  // loading fallback, and React holds content back for 300 ms after a fallback to avoid a flash.
  let unmounted = false;
  void Promise.race([firstRoute, new Promise((resolve) => setTimeout(resolve, FIRST_ROUTE_WAIT_MS))]).then(() => {
    if (!unmounted) render();
  });

  return {
    sessionEnded() {
      const access = routeAccess(window.location.pathname, VISITOR);
      runInAction(() => stores.auth.sessionEnded());
      navigator.go(access.kind === 'redirect' && access.route.guard === 'auth' ? access.to : SIGN_IN_PATH, { replace: true });
    },
    unmount() {
      unmounted = true;
      stopTheme();
      root.unmount();
    },
  };
}

/** Blueprint's primary intent and our own accents follow the brand (ARCHITECTURE §9). */
function applyBrandColours(): void {
  const { primary, primaryHover, primaryActive, accent } = activeBrand.colors;
  const style = document.documentElement.style;
  style.setProperty('--brand-primary', primary);
  style.setProperty('--brand-accent', accent);
  style.setProperty('--bp-intent-primary-rest', primary);
  style.setProperty('--bp-intent-primary-hover', primaryHover);
  style.setProperty('--bp-intent-primary-active', primaryActive);
  style.setProperty('--bp-emphasis-focus-color', primary);
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}
