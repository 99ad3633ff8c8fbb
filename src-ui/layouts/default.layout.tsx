import { Alignment, Navbar } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useStores } from '../app/stores.context';
import { activeBrand } from '../brand/brand.config';
import { BrandLogo } from '../brand/brand-logo';
import { LinkButton } from '../shared/link-button';
import { PageLoading } from '../shared/page-loading';
import { SiteFooter } from './site-footer';
import { ThemeToggle } from './theme-toggle';
import { pageChunks } from '../app/page-chunks';
import { LazyNotificationBell } from '../notifications/lazy-notification-bell';

/** Only signed-in people see it, so it stays out of the landing page's first load. */
const UserMenu = lazy(() => pageChunks.load(() => import('./user-menu')).then((m) => ({ default: m.UserMenu })));

/** Props of {@link DefaultLayout}. */
export interface DefaultLayoutProps {
  /** Content instead of the matched child route (error pages). */
  children?: ReactNode;
}

/** Links of the public navigation bar; later issues add /about, /services, /calculator… here. */
export const PUBLIC_LINKS: readonly { to: string; label: string }[] = [
  { to: '/#how-it-works', label: 'How it works' },
  { to: '/services', label: 'Loans' },
  { to: '/about', label: 'About us' },
  { to: '/contact', label: 'Contact' },
];

/** Public pages: navigation bar, content, regulatory footer. */
export const DefaultLayout = observer(function DefaultLayout({ children }: DefaultLayoutProps) {
  const { auth } = useStores();
  return (
    <div className="default-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar className="site-navbar">
        <div className="site-navbar__inner">
          <Navbar.Group align={Alignment.START}>
            <Link to="/" className="site-navbar__brand" aria-label={`${activeBrand.name} home`}>
              <BrandLogo />
            </Link>
            <nav className="site-navbar__links" aria-label="Main">
              {PUBLIC_LINKS.map((link) => (
                <LinkButton key={link.to} to={link.to} variant="minimal">
                  {link.label}
                </LinkButton>
              ))}
            </nav>
          </Navbar.Group>
          <Navbar.Group align={Alignment.END} className="site-navbar__actions">
            <ThemeToggle />
            {auth.signedIn ? (
              <>
                <LinkButton to="/dashboard/main" variant="minimal" className="hide-on-phone">
                  Dashboard
                </LinkButton>
                <LazyNotificationBell />
                <Suspense fallback={null}>
                  <UserMenu />
                </Suspense>
              </>
            ) : (
              <>
                <LinkButton to="/auth/sign-in" variant="minimal">
                  Sign in
                </LinkButton>
                <LinkButton to="/auth/sign-up" intent="primary">
                  Open an account
                </LinkButton>
              </>
            )}
          </Navbar.Group>
        </div>
      </Navbar>
      <main id="main" className="default-layout__main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
});
DefaultLayout.displayName = 'DefaultLayout';
