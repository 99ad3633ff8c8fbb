import type { LoadCurrentUser } from '../../src-domain/auth/load-current-user.use-case';
import type { Register } from '../../src-domain/auth/register.use-case';
import type { SessionStore } from '../../src-domain/auth/session-store.port';
import type { SignIn } from '../../src-domain/auth/sign-in.use-case';
import type { SignOut } from '../../src-domain/auth/sign-out.use-case';

/** The use-cases the UI drives, resolved from the container by the composition root (src/web). */
export interface AppServices {
  auth: {
    register: Register;
    signIn: SignIn;
    signOut: SignOut;
    loadCurrentUser: LoadCurrentUser;
  };
}

/**
 * What the composition root hands the UI. The session store is needed synchronously for the first
 * render (guards, navigation bar); the use-cases come with the container, which loads after the
 * first paint so that public pages stay small (docs/decisions/0003).
 */
export interface AppDependencies {
  sessions: SessionStore;
  loadServices: () => Promise<AppServices>;
}
