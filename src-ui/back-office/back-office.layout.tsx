import { Button, Classes, Drawer, DrawerSize, Position } from '@blueprintjs/core';
import { LogOutIcon, MenuIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { fullName } from '../../src-domain/auth/user.entity';
import { staffRoleLabel } from '../../src-domain/back-office/staff-role';
import { useStores } from '../app/stores.context';
import { LazyIdleSignOut } from '../auth/lazy-idle-sign-out';
import { BrandLogo } from '../brand/brand-logo';
import { activeBrand } from '../brand/brand.config';
import { ThemeToggle } from '../layouts/theme-toggle';
import { PageLoading } from '../shared/page-loading';
import { TitledCallout } from '../shared/titled-callout';
import { BackOfficeNavigation } from './back-office-navigation';
import { BackOfficeStoresProvider, useBackOfficeStores } from './back-office-stores.context';
import { loadBackOffice } from './back-office.loader';
import type { BackOfficeRootStore } from './back-office.root-store';

/** The page that turns on two-step sign-in: until it is on, the only one the back office shows. */
export const SECURITY_PATH = '/back-office/security';

/** Props of {@link BackOfficeLayout}. */
export interface BackOfficeLayoutProps {
  /** Content instead of the matched child route. */
  children?: ReactNode;
}

/** The back office's shell: its stores, loaded with its chunk, then the frame around the pages. */
export const BackOfficeLayout = observer(function BackOfficeLayout({ children }: BackOfficeLayoutProps) {
  const { services } = useStores();
  const [root, setRoot] = useState<BackOfficeRootStore | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadBackOffice(services).then(
      (stores) => live && setRoot(stores),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [services]);

  if (failed) {
    return (
      <main id="main" className="back-office-layout__failed">
        <TitledCallout intent="danger" title="The back office could not be loaded">
          <p>The connection may have dropped. Reloading the page usually fixes it.</p>
          <Button intent="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </TitledCallout>
      </main>
    );
  }
  if (!root) return <PageLoading />;
  return (
    <BackOfficeStoresProvider stores={root}>
      <BackOfficeFrame>{children}</BackOfficeFrame>
    </BackOfficeStoresProvider>
  );
});
BackOfficeLayout.displayName = 'BackOfficeLayout';

/** Header, navigation with live counts, the two-step gate, the page. */
const BackOfficeFrame = observer(function BackOfficeFrame({ children }: { children?: ReactNode }) {
  const { auth, ui } = useStores();
  const { backOffice } = useBackOfficeStores();
  const location = useLocation();
  const user = auth.user;
  const twoFactorOn = user?.twoFactorEnabled === true && !backOffice.needsTwoFactor;

  useEffect(() => {
    if (!twoFactorOn) return;
    backOffice.start();
    return () => backOffice.stop();
  }, [backOffice, twoFactorOn]);

  // The server said two-step sign-in is off (switched off elsewhere): read the account afresh.
  useEffect(() => {
    if (backOffice.needsTwoFactor) void auth.refreshUser();
  }, [auth, backOffice.needsTwoFactor]);

  if (!user) return null;
  if (!twoFactorOn && location.pathname !== SECURITY_PATH) return <Navigate to={SECURITY_PATH} replace />;

  const role = user.staffRole ?? null;
  const navigation = (onNavigate?: () => void) => <BackOfficeNavigation role={role} twoFactorOn={twoFactorOn} counts={backOffice.counts} onNavigate={onNavigate} />;
  return (
    <div className="auth-layout back-office-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="auth-layout__sidebar" aria-label="Back office">
        <Link to="/back-office" className="auth-layout__brand">
          <BrandLogo />
          <span className="back-office-layout__product">Back office</span>
        </Link>
        {navigation()}
      </aside>
      <Drawer
        isOpen={ui.navigationOpen}
        onClose={() => ui.setNavigationOpen(false)}
        position={Position.LEFT}
        size={DrawerSize.SMALL}
        title={<BrandLogo size={24} />}
        className={`auth-layout__drawer ${ui.isDark ? Classes.DARK : ''}`}
      >
        <div className={Classes.DRAWER_BODY}>{navigation(() => ui.setNavigationOpen(false))}</div>
      </Drawer>
      <div className="auth-layout__body">
        <header className="auth-layout__topbar">
          <Button className="auth-layout__menu-button" variant="minimal" icon={<MenuIcon />} aria-label="Open navigation" onClick={() => ui.setNavigationOpen(true)} />
          <Link to="/back-office" className="auth-layout__topbar-brand" aria-label={`${activeBrand.name} back office`}>
            <BrandLogo size={24} withName={false} />
          </Link>
          <span className="auth-layout__spacer" />
          <span className="back-office-layout__who">
            <strong>{fullName(user)}</strong>
            {role && <span className="back-office-layout__role">{staffRoleLabel(role)}</span>}
          </span>
          <ThemeToggle />
          <Button variant="outlined" icon={<LogOutIcon />} loading={auth.signingOut} onClick={() => void auth.signOut()}>
            Sign out
          </Button>
        </header>
        <LazyIdleSignOut />
        <main id="main" className="auth-layout__main back-office-layout__main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
        </main>
      </div>
    </div>
  );
});
BackOfficeFrame.displayName = 'BackOfficeFrame';
