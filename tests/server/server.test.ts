import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src-server/server';
import { DEMO_BORROWER } from '../../src-server/seed/demo-borrower.seed';

const dir = mkdtempSync(join(tmpdir(), 'kestrel-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('startServer', () => {
  it('migrates, listens on an ephemeral port and answers real HTTP, then closes', async () => {
    const server = await startServer({ port: 0, databaseUrl: `sqlite:${join(dir, 'a.sqlite')}`, webRoot: join(dir, 'none') });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${server.url}/sanctum/csrf-cookie`);
      expect(response.status).toBe(204);
      expect(response.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    } finally {
      await server.close();
    }
  });

  it('seeds the demo borrower once and keeps data across restarts', async () => {
    const databaseUrl = `sqlite:${join(dir, 'b.sqlite')}`;
    const options = { port: 0, databaseUrl, webRoot: join(dir, 'none'), seed: true, passwordHashing: { ln: 12, r: 8, p: 1 } };
    const first = await startServer(options);
    expect(first.seeded).toBe(true);
    await first.close();

    const second = await startServer(options);
    try {
      expect(second.seeded).toBe(false);
      const xsrf = await fetch(`${second.url}/sanctum/csrf-cookie`);
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(xsrf.headers.get('set-cookie') ?? '')![1]);
      const login = await fetch(`${second.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`, 'x-xsrf-token': token },
        body: JSON.stringify({ email: DEMO_BORROWER.email, password: DEMO_BORROWER.password }),
      });
      expect(login.status).toBe(200);
      const { data } = await login.json();
      expect(data.user).toMatchObject({ first_name: 'Dana', last_name: 'Demo', phone: '+447700900123' });
      expect(data.user.email_verified_at).not.toBeNull();
      expect(data.user.phone_verified_at).not.toBeNull();
    } finally {
      await second.close();
    }
  });

  it('refuses to start on a database with pending migrations when told not to migrate', async () => {
    await expect(startServer({ port: 0, databaseUrl: `sqlite:${join(dir, 'c.sqlite')}`, migrate: false })).rejects.toThrow(/pending migrations/);
  });

  it('runs on an in-memory database', async () => {
    const server = await startServer({ port: 0, databaseUrl: 'sqlite::memory:', webRoot: join(dir, 'none') });
    try {
      expect((await fetch(`${server.url}/api/v1/users/me`)).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
