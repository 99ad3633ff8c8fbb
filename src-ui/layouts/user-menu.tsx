import { Button, Card, Elevation } from '@blueprintjs/core';
import { CaretDownIcon, CogIcon, DashboardIcon, LogOutIcon, UserIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { fullName } from '../../src-domain/auth/user.entity';
import { useStores } from '../app/stores.context';
import { LinkButton } from '../shared/link-button';

/**
 * The signed-in person's menu, in the public navigation bar and the dashboard's top bar alike. A small disclosure rather than a
 * Blueprint Popover, which would add a positioning engine to the landing page's first load.
 */
export const UserMenu = observer(function UserMenu() {
  const { auth } = useStores();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const user = auth.user;
  if (!user) return null;
  return (
    <div className="user-menu" ref={root}>
      <Button
        variant="minimal"
        icon={<UserIcon />}
        endIcon={<CaretDownIcon />}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span className="user-menu__name">{user.firstName}</span>
      </Button>
      {open && (
        <Card id={menuId} className="user-menu__panel" elevation={Elevation.THREE}>
          <div className="user-menu__who">
            <strong>{fullName(user)}</strong>
            <span className="muted">{user.email}</span>
          </div>
          <LinkButton to="/dashboard/main" variant="minimal" fill alignText="start" icon={<DashboardIcon />} onNavigate={() => setOpen(false)}>
            Dashboard
          </LinkButton>
          <LinkButton to="/dashboard/account-settings/settings" variant="minimal" fill alignText="start" icon={<CogIcon />} onNavigate={() => setOpen(false)}>
            Settings
          </LinkButton>
          <Button
            variant="minimal"
            fill
            alignText="start"
            icon={<LogOutIcon />}
            loading={auth.signingOut}
            onClick={() => {
              setOpen(false);
              void auth.signOut();
            }}
          >
            Sign out
          </Button>
        </Card>
      )}
    </div>
  );
});
UserMenu.displayName = 'UserMenu';
