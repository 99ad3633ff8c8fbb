import type { StaffRole } from '../../../src-domain/back-office/staff-role';
import { UsersRepository, type UserRecord } from '../../../src-server/db/users.repository';
import { PasswordService } from '../../../src-server/services/password.service';
import { totpCode } from './account-security';
import { send } from './http-client';
import type { TestApp } from './test-app';

export interface StaffMember {
  /** The account as the server reads it now (2FA on when asked for). */
  user: UserRecord;
  /** A bearer token from the real sign-in (with the TOTP step when 2FA is on). */
  token: string;
  /** The authenticator app's secret; null when 2FA is off. */
  totpSecret: string | null;
  email: string;
  password: string;
}

export interface StaffMemberOptions {
  role: StaffRole;
  /** Two-step sign-in on (the back office's precondition); true unless a test needs it off. */
  twoFactor?: boolean;
  email?: string;
  /** "First Last". */
  name?: string;
}

let counter = 0;
const STAFF_PASSWORD = 'Back-Office-Ledger-2026';

/**
 * A staff member created directly in the database (as `lender staff add` plus an accepted invitation
 * would leave them) and signed in through the real `POST /api/login`. With 2FA on (the default) they
 * turn it on through the API, then sign in again with the challenge and a code from the authenticator,
 * so the token is one a person would hold. The test clock moves 30 s (a fresh TOTP step).
 */
export async function staffMember(t: TestApp, options: StaffMemberOptions): Promise<StaffMember> {
  counter += 1;
  const email = options.email ?? `staff.${options.role}.${process.pid}.${counter}@kestrel.test`;
  const [firstName, ...rest] = (options.name ?? `Sam ${capitalised(options.role)}`).split(' ');
  const users = new UsersRepository(t.database.db);
  const created = await users.create(
    {
      firstName,
      lastName: rest.join(' '),
      email,
      phone: '',
      passwordHash: await new PasswordService(t.config.passwordHashing).hash(STAFF_PASSWORD),
      role: 'staff',
      staffRole: options.role,
      emailVerifiedAt: t.clock.now().toISOString(),
    },
    t.clock.now(),
  );
  let token = await signInWithPassword(t, email);
  let totpSecret: string | null = null;
  if (options.twoFactor ?? true) {
    totpSecret = await turnOnTwoFactor(t, token);
    token = await signInWithCode(t, email, totpSecret);
  }
  const user = await users.findById(created.id);
  if (!user) throw new Error(`staff member ${email} vanished`);
  return { user, token, totpSecret, email, password: STAFF_PASSWORD };
}

async function signInWithPassword(t: TestApp, email: string): Promise<string> {
  const response = await send(t.app, 'POST', '/api/login', { email, password: STAFF_PASSWORD });
  if (response.statusCode !== 200 || !response.json().data.token) throw new Error(`staff sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().data.token;
}

/** Turns 2FA on with the enrolment calls the security page makes; answers the secret. */
async function turnOnTwoFactor(t: TestApp, token: string): Promise<string> {
  const enabled = await send(t.app, 'POST', '/api/v1/2fa/enable', {}, { token });
  if (enabled.statusCode !== 200) throw new Error(`2FA enrolment failed: ${enabled.statusCode} ${enabled.body}`);
  const secret = enabled.json().data.secret as string;
  const confirmed = await send(t.app, 'POST', '/api/v1/2fa/verify', { code: totpCode(t, secret) }, { token });
  if (confirmed.statusCode !== 200) throw new Error(`2FA confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  // The code just used is burnt: the sign-in's code comes from the next time step.
  t.clock.advance(30_000);
  return secret;
}

async function signInWithCode(t: TestApp, email: string, secret: string): Promise<string> {
  const challenged = await send(t.app, 'POST', '/api/login', { email, password: STAFF_PASSWORD });
  const challenge = challenged.json().data?.challenge;
  if (challenged.statusCode !== 200 || typeof challenge !== 'string') throw new Error(`no 2FA challenge: ${challenged.statusCode} ${challenged.body}`);
  const validated = await send(t.app, 'POST', '/api/v1/2fa/validate', { challenge, code: totpCode(t, secret) });
  if (validated.statusCode !== 200) throw new Error(`2FA sign-in failed: ${validated.statusCode} ${validated.body}`);
  return validated.json().data.token;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
