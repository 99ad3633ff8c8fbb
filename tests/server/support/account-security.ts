import { join } from 'node:path';
import { generateSync } from 'otplib';
import type { TestApp } from './test-app';
import { get, registerUser, send } from './http-client';
import { latestCode, settledOutboxSize } from './outbox';

/** The outbox folder of a test app. */
export function outboxDir(t: TestApp): string {
  return join(t.dir, 'outbox');
}

/** A signed-up borrower with the phone code that sign-up sent. */
export async function signedUpBorrower(t: TestApp, overrides: Record<string, unknown> = {}) {
  const phone = (overrides.phone as string | undefined) ?? `+4477009${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
  const before = await settledOutboxSize(outboxDir(t));
  const user = await registerUser(t.app, { phone, ...overrides });
  const code = await latestCode(outboxDir(t), phone, 'phone-verification', before);
  const me = (await get(t.app, '/api/v1/users/me', user.token)).json().data as { id: number };
  return { ...user, phone, code, id: me.id };
}

/** The authenticator app: the TOTP code of `secret` at the test clock's time (`offsetSteps` later). */
export function totpCode(t: TestApp, secret: string, offsetSteps = 0): string {
  return generateSync({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSteps * 30 });
}

/** A borrower with 2FA switched on; returns the secret and the recovery codes too. */
export async function borrowerWithTwoFactor(t: TestApp) {
  const borrower = await signedUpBorrower(t);
  const enabled = (await send(t.app, 'POST', '/api/v1/2fa/enable', {}, { token: borrower.token })).json().data as { secret: string };
  const confirmed = await send(t.app, 'POST', '/api/v1/2fa/verify', { code: totpCode(t, enabled.secret) }, { token: borrower.token });
  if (confirmed.statusCode !== 200) throw new Error(`2FA confirmation failed: ${confirmed.body}`);
  // The next code must come from a later time step (the one used is burnt).
  t.clock.advance(30_000);
  return { ...borrower, secret: enabled.secret, recoveryCodes: confirmed.json().data.recovery_codes as string[] };
}
