import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import type { AuthGateway } from '../../../src-domain/auth/auth-gateway.port';
import { LoadCurrentUser } from '../../../src-domain/auth/load-current-user.use-case';
import type { RegisterDto } from '../../../src-domain/auth/register.dto';
import { Register } from '../../../src-domain/auth/register.use-case';
import type { IssuedToken, Session } from '../../../src-domain/auth/session';
import type { SessionStore } from '../../../src-domain/auth/session-store.port';
import type { SignInDto } from '../../../src-domain/auth/sign-in.dto';
import { SignIn } from '../../../src-domain/auth/sign-in.use-case';
import { SignOut } from '../../../src-domain/auth/sign-out.use-case';
import type { User } from '../../../src-domain/auth/user.entity';
import type { AppDependencies } from '../../../src-ui/app/app-services';
import { mountApp, type MountedApp } from '../../../src-ui/app/mount-app';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+447700900123',
    role: 'borrower',
    emailVerifiedAt: null,
    phoneVerifiedAt: null,
    twoFactorEnabled: false,
    createdAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** The session store the browser keeps in cookies, in memory. */
export class MemorySessionStore implements SessionStore {
  constructor(public session: Session | null = null) {}
  read(): Session | null {
    return this.session;
  }
  write(session: Session): void {
    this.session = session;
  }
  clear(): void {
    this.session = null;
  }
}

/** The lender's API as the use-cases see it; each call can be replaced per test. */
export class FakeAuthGateway implements AuthGateway {
  calls: string[] = [];
  user: User = aUser();
  register = async (input: RegisterDto): Promise<IssuedToken> => {
    this.calls.push('register');
    this.user = aUser({ firstName: input.first_name, lastName: input.last_name, email: input.email, phone: input.phone });
    return { token: '1|new', user: this.user };
  };
  signIn = async (input: SignInDto): Promise<IssuedToken> => {
    this.calls.push('signIn');
    return { token: '1|secret', user: { ...this.user, email: input.email } };
  };
  signOut = async (): Promise<void> => {
    this.calls.push('signOut');
  };
  currentUser = async (): Promise<User> => {
    this.calls.push('currentUser');
    return this.user;
  };
}

const mounted: MountedApp[] = [];
afterEach(() => {
  while (mounted.length) mounted.pop()?.unmount();
});

export interface FakeApp {
  app: MountedApp;
  gateway: FakeAuthGateway;
  sessions: MemorySessionStore;
  deps: AppDependencies;
}

/** Opens `path` in the real app (real stores and use-cases) on a fake gateway. */
export async function openApp(path: string, options: { signedInAs?: User; gateway?: FakeAuthGateway } = {}): Promise<FakeApp> {
  const gateway = options.gateway ?? new FakeAuthGateway();
  if (options.signedInAs && !options.gateway) gateway.user = options.signedInAs;
  const sessions = new MemorySessionStore(
    options.signedInAs ? { token: '1|secret', user: options.signedInAs, role: options.signedInAs.role } : null,
  );
  const deps: AppDependencies = {
    sessions,
    loadServices: async () => ({
      auth: {
        register: new Register(gateway, sessions),
        signIn: new SignIn(gateway, sessions),
        signOut: new SignOut(gateway, sessions),
        loadCurrentUser: new LoadCurrentUser(gateway, sessions),
      },
    }),
  };
  window.history.replaceState(null, '', path);
  const element = document.createElement('div');
  document.body.appendChild(element);
  let app!: MountedApp;
  await act(async () => {
    app = mountApp(element, deps);
  });
  mounted.push(app);
  return { app, gateway, sessions, deps };
}

/** The current location as path + query. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

export async function waitForPath(expected: string): Promise<void> {
  await waitFor(() => expect(currentPath()).toBe(expected));
}

export async function findHeading(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('heading', { name }, { timeout: 3000 });
}
