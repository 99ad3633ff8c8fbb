import type { Session } from '../../src-domain/auth/session';
import type { SessionStore } from '../../src-domain/auth/session-store.port';
import type { User, UserRole } from '../../src-domain/auth/user.entity';
import { staffRoleOf } from '../../src-domain/back-office/staff-role';
import type { CookieAccess } from './cookie-access';

/** The cookie names of spec §4 (a 401 clears them), and ours for how long a kept session lasts. */
export const SESSION_COOKIES = { token: 'authToken', user: 'user', role: 'user_role', keepUntil: 'session_kept_until' } as const;

const ROLES: readonly UserRole[] = ['borrower', 'staff'];

/**
 * Keeps the session in the cookies `authToken`, `user` (JSON of the domain User) and `user_role`:
 * session cookies, or, for a session the person asked to keep, cookies that last until its
 * `keepUntil`, which `session_kept_until` records so that every later write keeps the same end.
 */
export class CookieSessionStore implements SessionStore {
  constructor(private readonly cookies: CookieAccess) {}

  read(): Session | null {
    const token = this.cookies.get(SESSION_COOKIES.token);
    const userJson = this.cookies.get(SESSION_COOKIES.user);
    const role = this.cookies.get(SESSION_COOKIES.role);
    if (!token || !userJson || !isRole(role)) return null;
    const user = parseUser(userJson);
    if (!user) return null;
    const keepUntil = parseInstant(this.cookies.get(SESSION_COOKIES.keepUntil));
    return keepUntil ? { token, user, role, keepUntil } : { token, user, role };
  }

  write(session: Session): void {
    const keepUntil = parseInstant(session.keepUntil);
    const options = keepUntil ? { expires: new Date(keepUntil) } : {};
    this.cookies.set(SESSION_COOKIES.token, session.token, options);
    this.cookies.set(SESSION_COOKIES.user, JSON.stringify(session.user), options);
    this.cookies.set(SESSION_COOKIES.role, session.role, options);
    if (keepUntil) this.cookies.set(SESSION_COOKIES.keepUntil, keepUntil, options);
    else this.cookies.remove(SESSION_COOKIES.keepUntil);
  }

  clear(): void {
    for (const name of Object.values(SESSION_COOKIES)) this.cookies.remove(name);
  }
}

/** A valid instant as ISO, or undefined: a cookie is anyone's to edit. */
function parseInstant(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
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
    // A cookie written before staff roles existed has none: a borrower's.
    staffRole: staffRoleOf(user.staffRole),
    createdAt: user.createdAt as string,
  };
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}
