import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPermission } from '../../../src-domain/back-office/staff-role';
import { staffRoute } from '../../../src-server/http/back-office/staff-guard';
import type { OutboxMessage } from '../../../src-server/services/outbox/outbox.port';
import { totpCode } from '../support/account-security';
import { get, registerUser, send } from '../support/http-client';
import { lenderOn } from '../support/lender-harness';
import { staffMember } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let lender: ReturnType<typeof lenderOn>;
const mail: OutboxMessage[] = [];

/** Two back-office routes of this test only: one every staff role may use, one for admins. */
const PROBES: Record<string, StaffPermission> = { '/api/v1/back-office/probe-queues': 'queues.read', '/api/v1/back-office/probe-audit': 'audit.read' };

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    for (const [path, permission] of Object.entries(PROBES)) app.get(path, staffRoute(app, permission), async () => ({ data: { ok: true } }));
  });
  lender = lenderOn(t, { mail });
});
afterAll(() => t.close());

const queues = (token: string) => get(t.app, '/api/v1/back-office/probe-queues', token);
const audit = (token: string) => get(t.app, '/api/v1/back-office/probe-audit', token);
const login = (email: string, password: string) => send(t.app, 'POST', '/api/login', { email, password });
const accept = (body: Record<string, unknown>) => send(t.app, 'POST', '/api/v1/staff-invitations/accept', body);
const channelAuth = (token: string) => send(t.app, 'POST', '/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-back-office' }, { token });

/** The invitation e-mailed to `email`: its words and the token in its link's fragment. */
function invitationTo(email: string): { text: string; token: string } {
  const message = mail.filter((m) => m.to === email && m.purpose === 'staff-invitation').at(-1);
  if (!message) throw new Error(`no invitation to ${email}`);
  const link = /https?:\/\/\S+\/auth\/staff-invitation#token=(\S+)/.exec(message.text);
  if (!link) throw new Error(`no link in ${message.text}`);
  return { text: message.text, token: link[1] };
}

describe('a staff member from the invitation to the back office', () => {
  it('is invited by the operator, chooses a password once, signs in, and must turn on two-step sign-in before the back office opens', async () => {
    const added = await lender('staff', 'add', 'Priya.Shah@kestrel.test', '--role', 'underwriter', '--name', 'Priya Shah');
    expect(added.code).toBe(0);
    expect(added.printed).toContain('Added Priya Shah <priya.shah@kestrel.test> as underwriter');
    const invitation = invitationTo('priya.shah@kestrel.test');
    expect(invitation.text).toContain('Hello Priya,');
    expect(invitation.text).toContain('Kestrel Credit back-office account (Underwriter)');
    expect(invitation.text).toContain('works once, for 72 hours');

    // Before accepting there is no password that works.
    expect((await login('priya.shah@kestrel.test', 'Reliable-Ledger-9')).statusCode).toBe(422);

    const mismatch = await accept({ token: invitation.token, password: 'Reliable-Ledger-9', password_confirmation: 'Reliable-Ledger-8' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(['The passwords do not match.']);
    const common = await accept({ token: invitation.token, password: 'Password1', password_confirmation: 'Password1' });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toEqual(['This password is too common. Please choose another.']);

    expect((await accept({ token: invitation.token, password: 'Reliable-Ledger-9', password_confirmation: 'Reliable-Ledger-9' })).statusCode).toBe(204);
    const again = await accept({ token: invitation.token, password: 'Another-Ledger-10', password_confirmation: 'Another-Ledger-10' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['This invitation link is not valid any more. Ask for a new invitation.'] });

    const signedIn = await login('priya.shah@kestrel.test', 'Reliable-Ledger-9');
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().data.token as string;
    expect(signedIn.json().data.user).toMatchObject({ role: 'staff', staff_role: 'underwriter', first_name: 'Priya', last_name: 'Shah', two_factor_enabled: false });

    const locked = await queues(token);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ message: 'Turn on two-step sign-in to use the back office.', code: 'two_factor_required' });
    expect((await channelAuth(token)).statusCode).toBe(403);

    // What turning it on needs stays open to her.
    expect((await get(t.app, '/api/v1/users/me', token)).json().data.staff_role).toBe('underwriter');
    const enabled = await send(t.app, 'POST', '/api/v1/2fa/enable', {}, { token });
    expect(enabled.statusCode).toBe(200);
    const secret = enabled.json().data.secret as string;
    expect((await send(t.app, 'POST', '/api/v1/2fa/verify', { code: totpCode(t, secret) }, { token })).statusCode).toBe(200);

    expect((await queues(token)).json()).toEqual({ data: { ok: true } });
    const admins = await audit(token);
    expect(admins.statusCode).toBe(403);
    expect(admins.json()).toEqual({ message: 'Your role does not allow this.', code: 'role_not_allowed' });
  });

  it('an invitation unknown or older than 72 hours opens nothing', async () => {
    await lender('staff', 'add', 'late.starter@kestrel.test', '--role', 'servicing', '--name', 'Lee Late');
    const { token } = invitationTo('late.starter@kestrel.test');
    const unknown = await accept({ token: 'x'.repeat(40), password: 'Reliable-Ledger-9', password_confirmation: 'Reliable-Ledger-9' });
    expect(unknown.json().errors).toEqual({ token: ['This invitation link is not valid any more. Ask for a new invitation.'] });
    t.clock.advance(72 * 3_600_000);
    const expired = await accept({ token, password: 'Reliable-Ledger-9', password_confirmation: 'Reliable-Ledger-9' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ token: ['This invitation link is not valid any more. Ask for a new invitation.'] });
  });

  it('the operator refuses a role that does not exist, a name without a surname and an address already in use', async () => {
    expect(await lender('staff', 'add', 'x@kestrel.test', '--role', 'boss', '--name', 'Xavier Ray')).toEqual({ code: 2, printed: expect.stringContaining('The role must be one of: underwriter') });
    expect(await lender('staff', 'add', 'x@kestrel.test', '--role', 'admin', '--name', 'Xavier')).toEqual({ code: 2, printed: expect.stringContaining('Give the first and last name') });
    const { email } = await registerUser(t.app);
    expect(await lender('staff', 'add', email, '--role', 'admin', '--name', 'Ada Lovelace')).toEqual({ code: 2, printed: expect.stringContaining('An account with this e-mail address already exists.') });
  });
});

describe('the staff guard', () => {
  it('refuses a borrower on every back-office route with not_staff, and the back-office channel', async () => {
    const { token } = await registerUser(t.app);
    for (const response of [await queues(token), await audit(token)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'The back office is for the lender’s staff.', code: 'not_staff' });
    }
    expect((await channelAuth(token)).statusCode).toBe(403);
    expect((await queues('')).statusCode).toBe(401);
  });

  it('lets an admin through every permission, and authorises the back-office channel for staff with 2FA on', async () => {
    const admin = await staffMember(t, { role: 'admin', name: 'Alex Admin' });
    expect((await audit(admin.token)).statusCode).toBe(200);
    expect((await queues(admin.token)).statusCode).toBe(200);
    const channel = await channelAuth(admin.token);
    expect(channel.statusCode).toBe(200);
    expect(channel.json().auth).toMatch(/^[^:]+:[0-9a-f]{64}$/);
  });

  it('keeps a staff token out of the borrower’s routes, but not out of signing out, its own account and its notices', async () => {
    const servicing = await staffMember(t, { role: 'servicing' });
    for (const response of [
      await get(t.app, '/api/loan_requests', servicing.token),
      await get(t.app, '/api/v1/messages', servicing.token),
      await send(t.app, 'POST', '/api/user_details', {}, { token: servicing.token }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Staff accounts work in the back office, not in a borrower’s account.', code: 'staff_account' });
    }
    expect((await get(t.app, '/api/v1/users/me', servicing.token)).statusCode).toBe(200);
    expect((await get(t.app, '/api/v1/notifications/unread-notifications', servicing.token)).statusCode).toBe(200);
    expect((await send(t.app, 'POST', '/api/logout', undefined, { token: servicing.token })).statusCode).toBe(204);
    expect((await queues(servicing.token)).statusCode).toBe(401);
  });
});

describe('a disabled staff member', () => {
  it('loses every session at once, and their password is refused like a wrong one', async () => {
    const leaver = await staffMember(t, { role: 'underwriter', email: 'leaver@kestrel.test', name: 'Lou Leaver' });
    expect((await queues(leaver.token)).statusCode).toBe(200);

    const disabled = await lender('staff', 'disable', 'leaver@kestrel.test');
    expect(disabled).toEqual({ code: 0, printed: expect.stringContaining('Disabled Lou Leaver <leaver@kestrel.test>') });

    expect((await queues(leaver.token)).statusCode).toBe(401);
    expect((await get(t.app, '/api/v1/users/me', leaver.token)).statusCode).toBe(401);
    const refused = await login('leaver@kestrel.test', leaver.password);
    const wrong = await login('leaver@kestrel.test', 'Not-The-Password-1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(wrong.json());
    expect(await lender('staff', 'disable', 'leaver@kestrel.test')).toEqual({ code: 2, printed: expect.stringContaining('already disabled') });
  });

  it('cannot finish a sign-in begun before they were disabled', async () => {
    const member = await staffMember(t, { role: 'servicing', email: 'half-way@kestrel.test' });
    const challenged = await login(member.email, member.password);
    const challenge = challenged.json().data.challenge as string;
    await lender('staff', 'disable', member.email);
    t.clock.advance(30_000);
    const validated = await send(t.app, 'POST', '/api/v1/2fa/validate', { challenge, code: totpCode(t, member.totpSecret!) });
    expect(validated.statusCode).toBe(422);
  });
});
