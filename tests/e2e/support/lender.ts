import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BuiltServer } from '../../support/built-server';

const run = promisify(execFile);

/**
 * `npm run lender -- <args>` beside a running built server: the real operator command on the
 * same database, publishing to the same realtime server, as a lender's back office would.
 */
export async function lender(server: BuiltServer, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['dist/server/main.js', 'lender', ...args], { env: { ...process.env, ...server.env, LOG_LEVEL: 'silent' } });
  return stdout;
}
