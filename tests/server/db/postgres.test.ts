import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src-server/config/server-config';
import { createDatabase, type AppDatabase } from '../../../src-server/db/database.factory';
import { migrateToLatest, pendingMigrations } from '../../../src-server/db/migrate';
import { buildApp } from '../../../src-server/http/app';
import type { FastifyInstance } from 'fastify';
import { FakeClock } from '../support/fake-clock';
import { get, registerUser, send } from '../support/http-client';
import { rememberOutbox } from '../support/outbox';
import { freshTestDatabase, testEngine, type TestDatabase } from '../../support/test-database';

/**
 * PostgreSQL specifics beyond what the whole suite's PostgreSQL pass shows: the migrations on an empty
 * database, and the flows with time moved on. Runs in that pass (KESTREL_TEST_DB=postgres), each time
 * on a database of its own.
 */
describe.skipIf(testEngine !== 'postgres')('PostgreSQL', () => {
  let dir: string;
  let fresh: TestDatabase;
  let database: AppDatabase;
  let app: FastifyInstance;
  const clock = new FakeClock();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kestrel-pg-'));
    fresh = await freshTestDatabase(dir);
    database = createDatabase(fresh.url);
    await migrateToLatest(database);
    const outbox = { dir: join(dir, 'outbox'), print: false };
    app = await buildApp(resolveConfig({ databaseUrl: fresh.url, webRoot: '/nonexistent', passwordHashing: { ln: 12, r: 8, p: 1 }, outbox }), { database, clock });
    rememberOutbox(app, outbox.dir);
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await fresh?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies every migration, and running them again changes nothing', async () => {
    expect(await pendingMigrations(database)).toEqual([]);
    expect(await migrateToLatest(database)).toEqual([]);
  });

  it('registers, signs in, reads the user, expires and revokes tokens', async () => {
    const user = await registerUser(app, { email: 'Pg.User@Example.com' });
    // A taken address, in any letter case, is answered as a new one would be (past the minute between e-mails).
    clock.advance(61_000);
    expect((await send(app, 'POST', '/api/register', { ...registrationOf(user.email.toUpperCase()) })).statusCode).toBe(202);

    const login = await send(app, 'POST', '/api/login', { email: user.email, password: user.password, remember: true });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    const me = await get(app, '/api/v1/users/me', token);
    expect(me.json().data).toMatchObject({ email: 'pg.user@example.com', two_factor_enabled: false, email_verified_at: expect.any(String) });
    expect(me.json().data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    clock.advance(13 * 60 * 60 * 1000);
    expect((await get(app, '/api/v1/users/me', user.token)).statusCode).toBe(401);
    expect((await send(app, 'POST', '/api/logout', undefined, { token })).statusCode).toBe(204);
    expect((await get(app, '/api/v1/users/me', token)).statusCode).toBe(401);
  });

  it('counts login attempts in the rate_limits table', async () => {
    const user = await registerUser(app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await send(app, 'POST', '/api/login', { email: user.email, password: 'wrong-password' })).statusCode).toBe(422);
    }
    const sixth = await send(app, 'POST', '/api/login', { email: user.email, password: user.password });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(60_000);
    expect((await send(app, 'POST', '/api/login', { email: user.email, password: user.password })).statusCode).toBe(200);
  });
});

function registrationOf(email: string) {
  return {
    first_name: 'Pg',
    last_name: 'User',
    email,
    phone: '+447700900123',
    password: 'Analytical-Engine-1843',
    password_confirmation: 'Analytical-Engine-1843',
    terms: true,
  };
}
