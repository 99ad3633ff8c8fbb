import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from '../shared/page-loading';
import { pageChunks } from './page-chunks';

/** The dashboard shell's chunk. */
export const loadAuthLayout = () => import('../layouts/auth.layout');

const AuthLayoutChunk = lazy(() => pageChunks.load(loadAuthLayout).then((m) => ({ default: m.AuthLayout })));

/** Props of {@link LazyAuthLayout}. */
export interface LazyAuthLayoutProps {
  /** Content instead of the matched child route. */
  children?: ReactNode;
}

/** The dashboard shell, loaded with the first dashboard page rather than with the landing page. */
export function LazyAuthLayout({ children }: LazyAuthLayoutProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <AuthLayoutChunk>{children}</AuthLayoutChunk>
    </Suspense>
  );
}
LazyAuthLayout.displayName = 'LazyAuthLayout';
