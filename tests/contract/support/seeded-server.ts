import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Container } from 'inversify';
import { SignIn } from '../../../src-domain/auth/sign-in.use-case';
import { DEMO_BORROWER } from '../../../src-server/seed/demo-borrower.seed';
import { startServer, type RunningServer } from '../../../src-server/server';
import { nodePlatform } from '../../../src/cli/node-platform';
import { buildContainer } from '../../../src/container';
import { freshTestDatabase } from '../../support/test-database';

/**
 * How long a suite's `beforeAll` may take to start a seeded server: the seed signs the demo borrower's
 * loans through the real agreement service, rendering their PDFs (a few seconds on a busy machine).
 */
export const SEEDED_SERVER_START_MS = 60_000;

/** The real server with what `npm start` seeds, on a database of its own; and the demo borrower's client. */
export interface SeededServer {
  server: RunningServer;
  /** The client's container (real HTTP policy, got, a cookie jar on disk), signed in as the demo borrower. */
  signedInDemo(): Promise<Container>;
  /** Stops the server, drops its database and removes its files. */
  close(): Promise<void>;
}

/** On SQLite, or on PostgreSQL when the run asks for it (tests/support/test-database.ts). */
export async function startSeededServer(name: string): Promise<SeededServer> {
  const dir = mkdtempSync(join(tmpdir(), `kestrel-${name}-`));
  const database = await freshTestDatabase(dir);
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: database.url, uploadDir: join(dir, 'uploads'), outbox: { dir: join(dir, 'outbox'), print: false }, seed: true });
  return {
    server,
    async signedInDemo() {
      const container = buildContainer(nodePlatform(server.url, join(dir, 'demo.cookies.json'), () => undefined));
      await container.get(SignIn).execute({ email: DEMO_BORROWER.email, password: DEMO_BORROWER.password });
      return container;
    },
    async close() {
      await server.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
