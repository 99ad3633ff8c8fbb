import { Card, Elevation } from '@blueprintjs/core';
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { activeBrand } from '../brand/brand.config';
import { BrandLogo } from '../brand/brand-logo';
import { PageLoading } from '../shared/page-loading';
import { ThemeToggle } from './theme-toggle';

/** Props of {@link SigninLayout}. */
export interface SigninLayoutProps {
  /** Content instead of the matched child route. */
  children?: ReactNode;
}

/** Sign-in, sign-up and recovery pages: one centred card under the brand. */
export function SigninLayout({ children }: SigninLayoutProps) {
  return (
    <div className="signin-layout">
      <header className="signin-layout__header">
        <Link to="/" aria-label={`${activeBrand.name} home`}>
          <BrandLogo size={32} />
        </Link>
        <ThemeToggle />
      </header>
      <main id="main" className="signin-layout__main">
        <Card className="signin-layout__card" elevation={Elevation.TWO}>
          <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
        </Card>
        <p className="signin-layout__footnote muted">
          {activeBrand.legalEntity} · {activeBrand.licence.regulator} {activeBrand.licence.number}
        </p>
      </main>
    </div>
  );
}
SigninLayout.displayName = 'SigninLayout';
