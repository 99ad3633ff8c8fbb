import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir, signedUpBorrower } from '../../support/account-security';
import { get, send } from '../../support/http-client';
import { latestLink, settledOutboxSize } from '../../support/outbox';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Asks for the link and reads it from the mail, as the borrower would. */
async function requestLink(token: string, email: string): Promise<URL> {
  const before = await settledOutboxSize(outboxDir(t));
  const response = await send(t.app, 'POST', '/api/send-verify-email', {}, { token });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ data: { resend_after: 60, expires_in: 3600 } });
  return new URL(await latestLink(outboxDir(t), email, before));
}

/**
 * A borrower whose address is not yet confirmed: opening the sign-up link confirms it nowadays, so
 * this is an account from before that (ADR 0028), the only kind this flow still serves.
 */
async function unconfirmedBorrower() {
  const borrower = await signedUpBorrower(t);
  await t.database.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', borrower.id).execute();
  return borrower;
}

const open = (link: URL, cookie?: string) =>
  t.app.inject({ method: 'GET', url: link.pathname + link.search, headers: cookie ? { cookie } : {} });

describe('e-mail verification by a signed link', () => {
  it('the link confirms the address and lands on sign-in when the browser is signed out', async () => {
    const borrower = await unconfirmedBorrower();
    const link = await requestLink(borrower.token, borrower.email);
    expect(link.origin).toBe(t.config.appUrl);
    expect(link.pathname).toMatch(/^\/api\/verify-email\/\d+\/[0-9a-f]{64}$/);
    expect(link.pathname).not.toContain(borrower.email);

    const response = await open(link);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth/sign-in?email_verified=1');
    const me = (await get(t.app, '/api/v1/users/me', borrower.token)).json().data;
    expect(me.email_verified_at).toBe(t.clock.now().toISOString());
  });

  it('lands on the dashboard when the browser holds that user’s session cookie', async () => {
    const borrower = await unconfirmedBorrower();
    const link = await requestLink(borrower.token, borrower.email);
    const response = await open(link, `authToken=${encodeURIComponent(borrower.token)}`);
    expect(response.headers.location).toBe('/dashboard/main?email_verified=1');
  });

  it('an expired link does nothing and says so', async () => {
    const borrower = await unconfirmedBorrower();
    const link = await requestLink(borrower.token, borrower.email);
    t.clock.advance(60 * 60_000 + 1000);
    expect((await open(link)).headers.location).toBe('/auth/sign-in?email_verified=0');
    expect((await get(t.app, '/api/v1/users/me', borrower.token)).json().data.email_verified_at).toBeNull();
  });

  it('a tampered link (other user, longer life, forged signature) does nothing', async () => {
    const ada = await unconfirmedBorrower();
    const bob = await unconfirmedBorrower();
    const link = await requestLink(ada.token, ada.email);
    const otherUser = new URL(link);
    otherUser.pathname = link.pathname.replace(/\/verify-email\/\d+\//, `/verify-email/${bob.id}/`);
    const longer = new URL(link);
    longer.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 86_400));
    const forged = new URL(link);
    forged.searchParams.set('signature', 'f'.repeat(64));
    const garbage = new URL(link);
    garbage.searchParams.set('signature', 'not-hex');
    for (const bad of [otherUser, longer, forged, garbage]) expect((await open(bad)).headers.location).toBe('/auth/sign-in?email_verified=0');
    expect((await get(t.app, '/api/v1/users/me', bob.token)).json().data.email_verified_at).toBeNull();
    expect((await get(t.app, '/api/v1/users/me', ada.token)).json().data.email_verified_at).toBeNull();
  });

  it('sends at most one link a minute, and none once verified', async () => {
    const borrower = await unconfirmedBorrower();
    const link = await requestLink(borrower.token, borrower.email);
    const early = await send(t.app, 'POST', '/api/send-verify-email', {}, { token: borrower.token });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBeDefined();
    await open(link);
    t.clock.advance(60_000);
    expect((await send(t.app, 'POST', '/api/send-verify-email', {}, { token: borrower.token })).statusCode).toBe(409);
  });
});
