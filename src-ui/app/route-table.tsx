import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { matchRoute, type RouteLayout } from '../../src-domain/auth/route-access.policy';
import { DefaultLayout } from '../layouts/default.layout';
import { SigninLayout } from '../layouts/signin.layout';
import { NotFoundPage } from './error-pages';
import { LazyAuthLayout } from './lazy-layouts';
import { pageChunks } from './page-chunks';
import { PAGES, type PageEntry } from './pages';
import { RouteGuard } from './route-guard';


function pageRoute(entry: PageEntry): RouteObject {
  const Page = lazy(() => pageChunks.load(entry.load).then((component) => ({ default: component })));
  return { path: entry.path, element: <Page /> };
}

function layoutOf(entry: PageEntry): RouteLayout {
  const rule = matchRoute(entry.path);
  if (!rule) throw new Error(`${entry.path} is not a route of the policy (src-domain/auth/route-access.policy.ts).`);
  return rule.layout;
}

/** The route objects: guard → layout → page. */
export function createRoutes(pages: readonly PageEntry[] = PAGES): RouteObject[] {
  const under = (layout: RouteLayout) => pages.filter((entry) => layoutOf(entry) === layout).map(pageRoute);
  return [
    {
      element: <RouteGuard />,
      children: [
        { element: <DefaultLayout />, children: [...under('default'), { path: '*', element: <NotFoundPage /> }] },
        { element: <SigninLayout />, children: under('signin') },
        { element: <LazyAuthLayout />, children: [...under('auth'), { path: 'dashboard/*', element: <NotFoundPage within="dashboard" /> }] },
      ],
    },
  ];
}

/** Props of {@link AppRoutes}. */
export interface AppRoutesProps {
  /** The route objects, created once. */
  routes: RouteObject[];
}

/** Renders the route matching the current location. */
export function AppRoutes({ routes }: AppRoutesProps) {
  return useRoutes(routes);
}
AppRoutes.displayName = 'AppRoutes';
