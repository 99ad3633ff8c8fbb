import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';

/**
 * Issue 13 goal 5: what `npm start` prints is for a person (each thing said once, readable), and in
 * production the same facts arrive as JSON lines for the log pipeline.
 */
const built = existsSync('dist/server/main.js');
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_KEY: `base64:${Buffer.alloc(32, 7).toString('base64')}`,
  PUSHER_APP_ID: 'console-app',
  PUSHER_APP_KEY: 'console-key',
  PUSHER_APP_SECRET: 'console-secret-for-tests-only-0123456789abcdef',
};

async function outputOnceServed(server: BuiltServer): Promise<string[]> {
  // A page (logged at debug in development: the console is for API calls, issue 27.11) and an API call.
  await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
  await fetch(`${server.url}/api/get-active`, { headers: { accept: 'application/json' } });
  await new Promise((resolve) => setTimeout(resolve, 300)); // the requests' log lines
  return server.output().split('\n').filter((line) => line.trim() !== '');
}

describe.skipIf(!built)('the console at start-up', () => {
  let server: BuiltServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('given a development start with the demo borrower, when it serves, then it says once where to go and logs the request readably', async () => {
    server = await startBuiltServer({ args: ['--seed'], env: { NODE_ENV: 'development', LOG_LEVEL: 'info', APP_URL: '' } });
    const lines = await outputOnceServed(server);

    const listening = lines.filter((line) => /listening/i.test(line));
    expect(listening).toHaveLength(2);
    expect(listening[0]).toMatch(new RegExp(`INFO: Kestrel Credit portal listening on http://127\\.0\\.0\\.1:${server.port} — open http://localhost:${server.port}$`));
    expect(listening[1]).toMatch(/INFO: Realtime server \(Pusher protocol 7\) listening on http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines).toContain('Demo borrower created: demo@kestrel.test / Kestrel-demo-2026');
    expect(lines.some((line) => /INFO: GET \/api\/get-active → 200 in [\d.]+ ms$/.test(line))).toBe(true);
    expect(lines.some((line) => /GET \/ → 200/.test(line))).toBe(false);
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);

    await server.stop();
    expect(server.output()).toMatch(/INFO: SIGTERM received, shutting down…\n/);
  });

  it('given a production start, when it serves, then every log line is JSON and the start is announced once', async () => {
    server = await startBuiltServer({ env: PRODUCTION });
    await outputOnceServed(server);
    await server.stop();

    // Node's own warnings too (Node 22 says that node:sqlite is experimental): every line is a record.
    const lines = server.output().split('\n').filter((line) => line.trim() !== '');
    const records = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(records.filter((record) => /listening/i.test(record.msg)).map((record) => record.msg)).toEqual([
      `Kestrel Credit portal listening on http://127.0.0.1:${server.port} — open ${server.url}`,
      expect.stringMatching(/^Realtime server \(Pusher protocol 7\) listening on /),
    ]);
    expect(records.at(-1)).toMatchObject({ level: 30, msg: 'SIGTERM received, shutting down…' });
  });
});
