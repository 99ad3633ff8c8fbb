import { Suspense, type ReactNode } from 'react';
import { PageLoading } from '../shared/page-loading';
import { loadable } from './loadable';
import { pageChunks } from './page-chunks';

/** The dashboard shell, its code loaded on first use (or preloaded with the first route). */
export const authLayout = loadable(() => pageChunks.load(() => import('../layouts/auth.layout')).then((m) => m.AuthLayout));

/** The back office's shell (issue 25): its own chunk, which brings the back office's stores and bindings; never part of a borrower's pages. */
export const backOfficeLayout = loadable(() => pageChunks.load(() => import('../back-office/back-office.layout')).then((m) => m.BackOfficeLayout));

/** Props of {@link LazyAuthLayout}. */
export interface LazyAuthLayoutProps {
  /** Content instead of the matched child route. */
  children?: ReactNode;
}

/** The dashboard shell, loaded with the first dashboard page rather than with the landing page. */
export function LazyAuthLayout({ children }: LazyAuthLayoutProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <authLayout.Component>{children}</authLayout.Component>
    </Suspense>
  );
}
LazyAuthLayout.displayName = 'LazyAuthLayout';

/** Props of {@link LazyBackOfficeLayout}. */
export interface LazyBackOfficeLayoutProps {
  /** Content instead of the matched child route. */
  children?: ReactNode;
}

/** The back office's shell, loaded with the first back-office page. */
export function LazyBackOfficeLayout({ children }: LazyBackOfficeLayoutProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <backOfficeLayout.Component>{children}</backOfficeLayout.Component>
    </Suspense>
  );
}
LazyBackOfficeLayout.displayName = 'LazyBackOfficeLayout';
