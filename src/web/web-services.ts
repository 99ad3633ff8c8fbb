import type { AppServices } from '../../src-ui/app/app-services';
import { LoadCurrentUser } from '../../src-domain/auth/load-current-user.use-case';
import { Register } from '../../src-domain/auth/register.use-case';
import type { SessionStore } from '../../src-domain/auth/session-store.port';
import { SignIn } from '../../src-domain/auth/sign-in.use-case';
import { SignOut } from '../../src-domain/auth/sign-out.use-case';
import { FetchTransport } from '../../src-infra/http/fetch.transport';
import type { CookieAccess } from '../../src-infra/session/cookie-access';
import { buildContainer } from '../container';

/**
 * The browser's container and the use-cases the UI drives. This module (with Inversify and the
 * validation rules) loads after the first paint; see docs/decisions/0003-lazy-web-container.md.
 */
export function loadWebServices(cookies: CookieAccess, sessions: SessionStore, onUnauthenticated: () => void): AppServices {
  const container = buildContainer({
    baseUrl: window.location.origin,
    transport: new FetchTransport(),
    cookies,
    sessions,
    onUnauthenticated,
  });
  return {
    auth: {
      register: container.get(Register),
      signIn: container.get(SignIn),
      signOut: container.get(SignOut),
      loadCurrentUser: container.get(LoadCurrentUser),
    },
  };
}
