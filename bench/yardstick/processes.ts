import { spawn } from 'node:child_process';
import { freePort } from '../../tests/support/built-server';

/** A server the bench runs in its own process beside the portal. */
export interface SideServer {
  url: string;
  stop: () => void;
}

/** Runs `script` on `node` with `env` and a free PORT; resolves once it prints `ready`. */
async function startSideServer(script: string, node: string, env: Record<string, string>): Promise<SideServer> {
  const port = await freePort();
  const child = spawn(node, [script], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** The same-work yardstick (bench/yardstick/yardstick.mjs) on the portal's database `databaseUrl`. */
export function startYardstick(databaseUrl: string, node = process.execPath): Promise<SideServer> {
  return startSideServer('bench/yardstick/yardstick.mjs', node, { DATABASE_URL: databaseUrl });
}

/** Bare Fastify's `GET /hello` (bench/bare-fastify.mjs): context for the reads, no longer their target. */
export function startBareFastify(node = process.execPath): Promise<SideServer> {
  return startSideServer('bench/bare-fastify.mjs', node, {});
}
