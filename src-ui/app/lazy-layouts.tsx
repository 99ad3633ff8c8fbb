import { Suspense, type ReactNode } from 'react';
import { PageLoading } from '../shared/page-loading';
import { loadable } from './loadable';
import { pageChunks } from './page-chunks';

/** The dashboard shell, its code loaded on first use (or preloaded with the first route). */
export const authLayout = loadable(() => pageChunks.load(() => import('../layouts/auth.layout')).then((m) => m.AuthLayout));

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
