import { Container } from 'inversify';
import { AuthGateway } from '../src-domain/auth/auth-gateway.port';
import { LoadCurrentUser } from '../src-domain/auth/load-current-user.use-case';
import { Register } from '../src-domain/auth/register.use-case';
import { SessionStore } from '../src-domain/auth/session-store.port';
import { SignIn } from '../src-domain/auth/sign-in.use-case';
import { SignOut } from '../src-domain/auth/sign-out.use-case';
import { LaravelAuthGateway } from '../src-infra/api/auth/laravel-auth.gateway';
import { HttpClient } from '../src-infra/http/http-client';
import type { HttpTransport } from '../src-infra/http/http-transport';
import type { CookieAccess } from '../src-infra/session/cookie-access';
import { CookieSessionStore } from '../src-infra/session/cookie-session.store';

/** What differs between the clients (browser, command line, tests); everything else is shared. */
export interface Platform {
  /** Where the API lives: the page's origin in the browser, a URL on the command line. */
  baseUrl: string;
  transport: HttpTransport;
  cookies: CookieAccess;
  /** An already built session store, when the client needed one before the container existed. */
  sessions?: SessionStore;
  /** Called after a 401 has cleared the session: the client sends the person to sign in. */
  onUnauthenticated?: () => void;
}

/**
 * Binds every port to its adapter and every use-case to its ports. Nothing relies on decorator
 * metadata (esbuild emits none): each binding names the tokens it is built from.
 */
export function buildContainer(platform: Platform): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind<SessionStore>(SessionStore).toConstantValue(platform.sessions ?? new CookieSessionStore(platform.cookies));
  container.bind(HttpClient).toResolvedValue(
    (sessions: SessionStore) =>
      new HttpClient({
        baseUrl: platform.baseUrl,
        transport: platform.transport,
        cookies: platform.cookies,
        sessions,
        onUnauthenticated: platform.onUnauthenticated,
      }),
    [SessionStore],
  );
  container.bind<AuthGateway>(AuthGateway).toResolvedValue((http: HttpClient) => new LaravelAuthGateway(http), [HttpClient]);

  const withAuth = [AuthGateway, SessionStore] as const;
  container.bind(Register).toResolvedValue((auth: AuthGateway, sessions: SessionStore) => new Register(auth, sessions), [...withAuth]);
  container.bind(SignIn).toResolvedValue((auth: AuthGateway, sessions: SessionStore) => new SignIn(auth, sessions), [...withAuth]);
  container.bind(SignOut).toResolvedValue((auth: AuthGateway, sessions: SessionStore) => new SignOut(auth, sessions), [...withAuth]);
  container
    .bind(LoadCurrentUser)
    .toResolvedValue((auth: AuthGateway, sessions: SessionStore) => new LoadCurrentUser(auth, sessions), [...withAuth]);

  return container;
}
