import { useRoutes, type RouteObject } from 'react-router-dom';
import { matchRoute, type RouteLayout } from '../../src-domain/auth/route-access.policy';
import { DefaultLayout } from '../layouts/default.layout';
import { SigninLayout } from '../layouts/signin.layout';
import { NotFoundPage } from './error-pages';
import { LazyAuthLayout, LazyBackOfficeLayout } from './lazy-layouts';
import { loadable, type Loadable } from './loadable';
import { pageChunks } from './page-chunks';
import { PAGES, type PageEntry } from './pages';
import { RouteGuard } from './route-guard';

const pageLoadables = new Map<PageEntry, Loadable<object>>();

/** The one loadable of a page: the route renders it, the first-route preloader starts it early. */
export function pageLoadable(entry: PageEntry): Loadable<object> {
  let page = pageLoadables.get(entry);
  if (!page) {
    page = loadable(() => pageChunks.load(entry.load));
    pageLoadables.set(entry, page);
  }
  return page;
}

function pageRoute(entry: PageEntry): RouteObject {
  const Page = pageLoadable(entry).Component;
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
        { element: <LazyBackOfficeLayout />, children: [...under('back-office'), { path: 'back-office/*', element: <NotFoundPage within="back-office" /> }] },
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
