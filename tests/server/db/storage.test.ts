import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { registerUser, send } from '../support/http-client';

let t: TestApp;
beforeAll(async () => {
  // The production scrypt cost, to see what is really stored.
  t = await createTestApp({ passwordHashing: undefined });
});
afterAll(() => t.close());

describe('what is stored', () => {
  it('stores passwords as scrypt PHC strings at OWASP strength, never in clear', async () => {
    const { email, password } = await registerUser(t.app);
    const row = await t.database.db.selectFrom('users').select(['password_hash', 'email']).where('email', '=', email).executeTakeFirstOrThrow();

    expect(row.password_hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(row.password_hash).not.toContain(password);
  }, 20_000);

  it('stores only the sha256 of each token secret', async () => {
    const { email, password } = await registerUser(t.app);
    const signIn = await send(t.app, 'POST', '/api/login', { email, password });
    const [id, secret] = (signIn.json().data.token as string).split('|');
    const row = await t.database.db.selectFrom('personal_access_tokens').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

    const { createHash } = await import('node:crypto');
    expect(row.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
  }, 20_000);
});
