import type { AuthGateway } from '../../../src-domain/auth/auth-gateway.port';
import type { Session } from '../../../src-domain/auth/session';
import type { SessionStore } from '../../../src-domain/auth/session-store.port';
import type { User } from '../../../src-domain/auth/user.entity';

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
    staffRole: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** A session store that keeps the session in memory, as the cookie stores do in the browser. */
export class InMemorySessionStore implements SessionStore {
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

/** An auth gateway that records its calls and answers with what the test scripted. */
export class ScriptedAuthGateway implements AuthGateway {
  readonly calls: string[] = [];
  constructor(private readonly script: Partial<AuthGateway> = {}) {}

  register(input: Parameters<AuthGateway['register']>[0]) {
    this.calls.push('register');
    return this.answer('register', input);
  }
  confirmSignUp(input: Parameters<AuthGateway['confirmSignUp']>[0]) {
    this.calls.push('confirmSignUp');
    return this.answer('confirmSignUp', input);
  }
  signIn(input: Parameters<AuthGateway['signIn']>[0]) {
    this.calls.push('signIn');
    return this.answer('signIn', input);
  }
  signOut() {
    this.calls.push('signOut');
    return this.answer('signOut', undefined);
  }
  currentUser() {
    this.calls.push('currentUser');
    return this.answer('currentUser', undefined);
  }

  private answer<K extends keyof AuthGateway>(name: K, input: unknown): ReturnType<AuthGateway[K]> {
    const scripted = this.script[name] as ((arg: unknown) => ReturnType<AuthGateway[K]>) | undefined;
    if (!scripted) throw new Error(`${name} was not expected in this test`);
    return scripted(input);
  }
}
