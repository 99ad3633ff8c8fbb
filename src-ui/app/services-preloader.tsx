import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '../../src-domain/auth/route-access.policy';
import { useStores } from './stores.context';
import { whenIdle } from './when-idle';

/**
 * Downloads the use-cases (container, HTTP policy, validation) in idle time once they are about to
 * be needed: on a sign-in or registration form, and whenever someone is signed in. A visitor who
 * only reads the public pages never downloads them.
 */
export const ServicesPreloader = observer(function ServicesPreloader() {
  const { auth, services } = useStores();
  const { pathname } = useLocation();
  const layout = matchRoute(pathname)?.layout ?? 'default';
  const soon = auth.signedIn || layout !== 'default';
  useEffect(() => (soon ? whenIdle(() => services.preload()) : undefined), [soon, services]);
  return null;
});
ServicesPreloader.displayName = 'ServicesPreloader';
