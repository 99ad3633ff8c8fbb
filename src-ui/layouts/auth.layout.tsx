import { Button, Classes, Drawer, DrawerSize, Position } from '@blueprintjs/core';
import { MenuIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useStores } from '../app/stores.context';
import { activeBrand } from '../brand/brand.config';
import { EmailVerifiedLanding } from '../auth/verification/email-verified-landing';
import { BrandLogo } from '../brand/brand-logo';
import { PageLoading } from '../shared/page-loading';
import { LazyNotificationBell } from '../notifications/lazy-notification-bell';
import { LazyIdleSignOut } from '../auth/lazy-idle-sign-out';
import { hasPage } from '../app/pages';
import { DASHBOARD_SECTIONS } from './dashboard-sections';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  /** Content instead of the matched child route. */
  children?: ReactNode;
}

/** Props of {@link DashboardNavigation}. */
export interface DashboardNavigationProps {
  /** Called after a link was followed (closes the phone drawer). */
  onNavigate?: () => void;
}

/** The side navigation of the dashboard. */
export function DashboardNavigation({ onNavigate }: DashboardNavigationProps) {
  return (
    <nav className="dashboard-nav" aria-label="Dashboard">
      {DASHBOARD_SECTIONS.map((group) => ({ ...group, sections: group.sections.filter((section) => hasPage(section.to)) })).map((group) => (
        <div key={group.title} className="dashboard-nav__group">
          <h2 className="dashboard-nav__title">{group.title}</h2>
          <ul>
            {group.sections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    [Classes.BUTTON, Classes.MINIMAL, Classes.FILL, Classes.ALIGN_LEFT, 'dashboard-nav__link', isActive ? Classes.ACTIVE : '']
                      .filter(Boolean)
                      .join(' ')
                  }
                >
                  {section.icon}
                  <span className={Classes.BUTTON_TEXT}>{section.label}</span>
                  {section.badge && <section.badge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
DashboardNavigation.displayName = 'DashboardNavigation';

/** The signed-in shell: side navigation (a drawer on phones) and a top bar with the bell and the person's menu. */
export const AuthLayout = observer(function AuthLayout({ children }: AuthLayoutProps) {
  const { ui } = useStores();
  return (
    <div className="auth-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="auth-layout__sidebar" aria-label="Your account">
        <Link to="/" className="auth-layout__brand" aria-label={`${activeBrand.name} home`}>
          <BrandLogo />
        </Link>
        <DashboardNavigation />
      </aside>
      <Drawer
        isOpen={ui.navigationOpen}
        onClose={() => ui.setNavigationOpen(false)}
        position={Position.LEFT}
        size={DrawerSize.SMALL}
        title={<BrandLogo size={24} />}
        className={`auth-layout__drawer ${ui.isDark ? Classes.DARK : ''}`}
      >
        <div className={Classes.DRAWER_BODY}>
          <DashboardNavigation onNavigate={() => ui.setNavigationOpen(false)} />
        </div>
      </Drawer>
      <div className="auth-layout__body">
        <header className="auth-layout__topbar">
          <Button
            className="auth-layout__menu-button"
            variant="minimal"
            icon={<MenuIcon />}
            aria-label="Open navigation"
            onClick={() => ui.setNavigationOpen(true)}
          />
          <Link to="/" className="auth-layout__topbar-brand" aria-label={`${activeBrand.name} home`}>
            <BrandLogo size={24} withName={false} />
          </Link>
          <span className="auth-layout__spacer" />
          <LazyNotificationBell />
          <ThemeToggle />
          {/* The same person menu as on the public pages: one signed-in header everywhere. */}
          <UserMenu />
        </header>
        <EmailVerifiedLanding />
        <LazyIdleSignOut />
        <main id="main" className="auth-layout__main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
        </main>
      </div>
    </div>
  );
});
AuthLayout.displayName = 'AuthLayout';
