import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileAuditRepository } from '../../../src-server/db/profile/profile-audit.repository';
import { get, registerUser, send } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { ADDRESS, BANK, DETAILS, EMPLOYMENT, IBAN_BANK } from './profile-bodies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userIdOf(token: string): Promise<number> {
  return (await get(t.app, '/api/v1/users/me', token)).json().data.id;
}

describe('profile audit trail', () => {
  it('records who changed what and when, field by field, with before and after', async () => {
    const { token } = await registerUser(t.app);
    const userId = await userIdOf(token);
    const address = (await send(t.app, 'POST', '/api/addresses', ADDRESS, { token })).json().data;
    t.clock.advance(60_000);
    await send(t.app, 'PUT', `/api/addresses/${address.id}`, { ...ADDRESS, city: 'York', postal_code: 'YO1 7HH' }, { token });
    await send(t.app, 'PUT', `/api/addresses/${address.id}`, { ...ADDRESS, city: 'York', postal_code: 'YO1 7HH' }, { token });

    const trail = await new ProfileAuditRepository(t.database.db).listOf(userId);
    expect(trail).toHaveLength(2); // saving the same values again is not a change
    expect(trail[0]).toMatchObject({ actorId: userId, entity: 'address', entityId: address.id, action: 'created' });
    expect(trail[0].changes.city).toEqual({ from: null, to: 'Leeds' });
    expect(trail[1]).toMatchObject({ action: 'updated', createdAt: new Date(t.clock.now()).toISOString() });
    expect(trail[1].changes).toEqual({ city: { from: 'Leeds', to: 'York' }, postal_code: { from: 'LS1 4AP', to: 'YO1 7HH' } });
  });

  it('never writes a full account number or national ID into the trail', async () => {
    const { token } = await registerUser(t.app);
    const userId = await userIdOf(token);
    const details = (await send(t.app, 'POST', '/api/user_details', DETAILS, { token })).json().data;
    await send(t.app, 'POST', `/api/update_user_detail/${details.id}`, { ...DETAILS, national_id: 'AB 98 76 54 D' }, { token });
    const bank = (await send(t.app, 'POST', '/api/banks', BANK, { token })).json().data;
    await send(t.app, 'PUT', `/api/banks/${bank.id}`, { ...IBAN_BANK }, { token });

    const rows = await t.database.db.selectFrom('profile_audit').select('changes').where('user_id', '=', userId).execute();
    const text = rows.map((r) => r.changes).join('\n');
    for (const secret of ['31926819', 'DE89370400440532013000', 'AB123456C', 'AB987654D', 'AB 12 34 56 C']) expect(text).not.toContain(secret);
    const trail = await new ProfileAuditRepository(t.database.db).listOf(userId);
    expect(trail.find((e) => e.entity === 'bank' && e.action === 'updated')?.changes.account_number).toEqual({ from: '•••• 6819', to: '•••• 3000' });
    expect(trail.find((e) => e.entity === 'user_details' && e.action === 'updated')?.changes.national_id).toEqual({ from: '•••• 456C', to: '•••• 654D' });
  });
});

describe('profile completed notice', () => {
  it('is sent once, when the profile first reaches 100 %', async () => {
    const { token } = await registerUser(t.app);
    const unread = async () =>
      ((await get(t.app, '/api/v1/notifications/unread-notifications', token)).json().data as Array<{ type: string }>).filter((n) =>
        n.type.endsWith('ProfileCompleted'),
      );
    await send(t.app, 'POST', '/api/user_details', DETAILS, { token });
    await send(t.app, 'POST', '/api/addresses', ADDRESS, { token });
    await send(t.app, 'POST', '/api/banks', BANK, { token });
    expect(await unread()).toHaveLength(0);

    const employment = (await send(t.app, 'POST', '/api/user_employments', EMPLOYMENT, { token })).json().data;
    expect(await unread()).toHaveLength(1);
    await send(t.app, 'PUT', `/api/user_employments/${employment.id}`, { ...EMPLOYMENT, position: 'Lead engineer' }, { token });
    expect(await unread()).toHaveLength(1);
  });

  it('is sent once when two saves complete the profile at the same moment (issue 27.4: “Profile complete” twice)', async () => {
    const { token } = await registerUser(t.app);
    const completed = async () =>
      ((await get(t.app, '/api/v1/notifications/unread-notifications', token)).json().data as Array<{ type: string }>).filter((n) => n.type.endsWith('ProfileCompleted'));
    await send(t.app, 'POST', '/api/user_details', DETAILS, { token });
    await send(t.app, 'POST', '/api/addresses', ADDRESS, { token });
    await send(t.app, 'POST', '/api/banks', BANK, { token });

    const saves = await Promise.all([1, 2, 3].map((n) => send(t.app, 'POST', '/api/user_employments', { ...EMPLOYMENT, position: `Engineer ${n}` }, { token })));

    expect(saves.map((save) => save.statusCode)).toEqual([201, 201, 201]);
    expect(await completed()).toHaveLength(1);
  });
});

describe('POST /api/feedback', () => {
  it('stores the feedback and answers 201 with a reference; bad input is 422 field by field', async () => {
    const { token } = await registerUser(t.app);
    const sent = await send(t.app, 'POST', '/api/feedback', { category: 'website', message: 'The forms are clear, thank you.', rating: 5 }, { token });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ reference: expect.stringMatching(/^FB-\d{6}$/), category: 'website', rating: 5 });

    const bad = await send(t.app, 'POST', '/api/feedback', { category: 'spam', message: 'hi', rating: 9, user_id: 1 }, { token });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['category', 'message', 'rating', 'user_id']);
  });

  it('limits each borrower to ten a hour', async () => {
    const { token } = await registerUser(t.app);
    const body = { category: 'general', message: 'Another thought about the portal.' };
    for (let i = 0; i < 10; i += 1) expect((await send(t.app, 'POST', '/api/feedback', body, { token })).statusCode).toBe(201);
    const limited = await send(t.app, 'POST', '/api/feedback', body, { token });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
