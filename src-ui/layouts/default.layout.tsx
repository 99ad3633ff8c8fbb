import { Alignment, Button, Navbar } from '@blueprintjs/core';
import { CrossIcon, MenuIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useStores } from '../app/stores.context';
import { activeBrand } from '../brand/brand.config';
import { BrandLogo } from '../brand/brand-logo';
import { LinkButton } from '../shared/link-button';
import { LazyIdleSignOut } from '../auth/lazy-idle-sign-out';
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

/** The phone's menu adds what the desktop bar shows elsewhere on the page. */
const PHONE_LINKS: readonly { to: string; label: string }[] = [...PUBLIC_LINKS.slice(0, 2), { to: '/calculator', label: 'Loan calculator' }, ...PUBLIC_LINKS.slice(2)];

/** Marks the link to the page being read, for the eye and for screen readers (a section link never is). */
function currentPageProps(to: string, pathname: string): { 'aria-current'?: 'page'; className?: string } {
  return to === pathname ? { 'aria-current': 'page', className: 'site-navbar__link--current' } : {};
}

/** Public pages: navigation bar, content, regulatory footer. */
export const DefaultLayout = observer(function DefaultLayout({ children }: DefaultLayoutProps) {
  const { auth } = useStores();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // Following a link closes the menu, as does Escape.
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [menuOpen]);
  return (
    <div className="default-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar className="site-navbar" role="banner">
        <div className="site-navbar__inner">
          <Navbar.Group align={Alignment.START}>
            <Link to="/" className="site-navbar__brand" aria-label={`${activeBrand.name} home`}>
              <BrandLogo />
            </Link>
            <nav className="site-navbar__links" aria-label="Main">
              {PUBLIC_LINKS.map((link) => (
                <LinkButton key={link.to} to={link.to} variant="minimal" {...currentPageProps(link.to, location.pathname)}>
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
            <Button
              variant="minimal"
              className="site-navbar__menu-button"
              icon={menuOpen ? <CrossIcon /> : <MenuIcon />}
              aria-label={menuOpen ? 'Close the menu' : 'Menu'}
              aria-expanded={menuOpen}
              aria-controls="site-menu"
              onClick={() => setMenuOpen(!menuOpen)}
            />
          </Navbar.Group>
        </div>
        {menuOpen && (
          <nav id="site-menu" className="site-menu" aria-label="Main">
            {PHONE_LINKS.map((link) => (
              <LinkButton key={link.to} to={link.to} variant="minimal" fill {...currentPageProps(link.to, location.pathname)}>
                {link.label}
              </LinkButton>
            ))}
          </nav>
        )}
      </Navbar>
      <main id="main" className="default-layout__main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
      <LazyIdleSignOut />
    </div>
  );
});
DefaultLayout.displayName = 'DefaultLayout';
