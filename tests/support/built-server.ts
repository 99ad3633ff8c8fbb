import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How long a built server may take to answer its first request. */
const START_TIMEOUT_MS = 60_000;

/** A running instance of the built server (`dist/server/main.js`) on a fresh SQLite file. */
export interface BuiltServer {
  url: string;
  port: number;
  /** Where the server's development outbox writes mail and SMS (`OUTBOX_DIR`): tests read codes there, as a person reads their phone. */
  outboxDir: string;
  stop(): Promise<void>;
  /** The settings it was started with (database, realtime port…), for commands that work beside it. */
  env: Record<string, string>;
  /** Everything the process printed, for a failing test's message. */
  output(): string;
}

export interface BuiltServerOptions {
  /** Extra arguments for main.js, such as `--seed`. */
  args?: string[];
  env?: Record<string, string>;
  /** The port to listen on (default: a free one). */
  port?: number;
  /** The Node binary to run it with (default: the one running this). */
  node?: string;
  /** The URL path that answers once the process is ready, and its status (default /sanctum/csrf-cookie, 204). */
  ready?: { path: string; status: number };
}

/** A TCP port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server the way an operator does (`npm run serve` with migrations), on its own
 * port and database, and waits until it answers.
 */
export async function startBuiltServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-e2e-'));
  const port = options.port ?? (await freePort());
  const ready = options.ready ?? { path: '/sanctum/csrf-cookie', status: 204 };
  const realtimePort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const outboxDir = join(dir, 'outbox');
  let log = '';
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    REALTIME_PORT: String(realtimePort),
    DATABASE_URL: `sqlite:${join(dir, 'lender.sqlite')}`,
    UPLOAD_DIR: join(dir, 'uploads'),
    APP_URL: url,
    OUTBOX_DIR: outboxDir,
    // The Bacs bureau's folders (issue 26): the test's own, never the repository's var/.
    COLLECTIONS_OUTBOX: join(dir, 'collections', 'outbox'),
    COLLECTIONS_INBOX: join(dir, 'collections', 'inbox'),
    ...options.env,
  };
  const child: ChildProcess = spawn(options.node ?? process.execPath, ['dist/server/main.js', '--migrate', ...(options.args ?? [])], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));

  // Seeding the demo writes a year of loans, signed agreements and letters as PDFs: on a busy two-core
  // machine that alone can take 20 s, so the wait is generous (the bench measures the real start time).
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${url}${ready.path}`);
      if (response.status === ready.status) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    outboxDir,
    env,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
