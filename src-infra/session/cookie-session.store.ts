import type { Session } from '../../src-domain/auth/session';
import type { SessionStore } from '../../src-domain/auth/session-store.port';
import type { User, UserRole } from '../../src-domain/auth/user.entity';
import type { CookieAccess } from './cookie-access';

/** The cookie names of spec §4: a 401 clears exactly these. */
export const SESSION_COOKIES = { token: 'authToken', user: 'user', role: 'user_role' } as const;

const ROLES: readonly UserRole[] = ['borrower', 'staff'];

/** Keeps the session in the cookies `authToken`, `user` (JSON of the domain User) and `user_role`. */
export class CookieSessionStore implements SessionStore {
  constructor(private readonly cookies: CookieAccess) {}

  read(): Session | null {
    const token = this.cookies.get(SESSION_COOKIES.token);
    const userJson = this.cookies.get(SESSION_COOKIES.user);
    const role = this.cookies.get(SESSION_COOKIES.role);
    if (!token || !userJson || !isRole(role)) return null;
    const user = parseUser(userJson);
    return user ? { token, user, role } : null;
  }

  write(session: Session): void {
    this.cookies.set(SESSION_COOKIES.token, session.token);
    this.cookies.set(SESSION_COOKIES.user, JSON.stringify(session.user));
    this.cookies.set(SESSION_COOKIES.role, session.role);
  }

  clear(): void {
    this.cookies.remove(SESSION_COOKIES.token);
    this.cookies.remove(SESSION_COOKIES.user);
    this.cookies.remove(SESSION_COOKIES.role);
  }
}

function isRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A cookie is user-controlled input: anything that is not a whole User reads as signed out. */
function parseUser(json: string): User | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  const valid =
    typeof user.id === 'number' &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    typeof user.email === 'string' &&
    typeof user.phone === 'string' &&
    isRole(user.role) &&
    isNullableString(user.emailVerifiedAt) &&
    isNullableString(user.phoneVerifiedAt) &&
    typeof user.twoFactorEnabled === 'boolean' &&
    typeof user.createdAt === 'string';
  if (!valid) return null;
  return {
    id: user.id as number,
    firstName: user.firstName as string,
    lastName: user.lastName as string,
    email: user.email as string,
    phone: user.phone as string,
    role: user.role as UserRole,
    emailVerifiedAt: user.emailVerifiedAt as string | null,
    phoneVerifiedAt: user.phoneVerifiedAt as string | null,
    twoFactorEnabled: user.twoFactorEnabled as boolean,
    createdAt: user.createdAt as string,
  };
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}
