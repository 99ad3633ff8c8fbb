import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUTBOX_FILE, type OutboxEntry } from '../../../src-server/services/outbox/file.outbox';

const outboxDirs = new WeakMap<FastifyInstance, string>();

/** Records where `app` writes its outbox, so helpers given only the app can read it (tests/server/support/test-app.ts). */
export function rememberOutbox(app: FastifyInstance, dir: string): void {
  outboxDirs.set(app, dir);
}

/** The outbox folder of an app built by `createTestApp`. */
export function outboxDirOf(app: FastifyInstance): string {
  const dir = outboxDirs.get(app);
  if (!dir) throw new Error('this app has no known outbox: build it with createTestApp');
  return dir;
}

/**
 * Every message the development outbox in `dir` holds, oldest first. Only whole lines: the server may
 * be appending one as it is read, and its unfinished end is not yet a message (a Node 22 run once
 * failed parsing half a line).
 */
export function outboxMessages(dir: string): OutboxEntry[] {
  const file = join(dir, OUTBOX_FILE);
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n');
  // The last piece is empty when the file ends a line, or a line still being written.
  return lines
    .slice(0, -1)
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/**
 * The newest message to `to` (optionally for `purpose`), waiting up to 10 s by the wall clock:
 * delivery does not hold up the answer, and on a loaded CI machine it can lag. Read like a person
 * reads their phone or inbox — never from the API.
 */
export async function latestMessage(dir: string, to: string, purpose?: string, after = 0): Promise<OutboxEntry> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const found = outboxMessages(dir)
      .slice(after)
      .filter((m) => m.to === to && (purpose === undefined || m.purpose === purpose))
      .pop();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no message to ${to}${purpose ? ` for ${purpose}` : ''} in ${dir}`);
}

/** The 6-digit code of the newest message to `to` (among those after the first `after` messages). */
export async function latestCode(dir: string, to: string, purpose?: string, after = 0): Promise<string> {
  const message = await latestMessage(dir, to, purpose, after);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in: ${message.text}`);
  return code;
}

/** The link of the newest e-mail to `to` (an e-mail verification unless `purpose` says otherwise). */
export async function latestLink(dir: string, to: string, after = 0, purpose = 'email-verification'): Promise<string> {
  const message = await latestMessage(dir, to, purpose, after);
  const link = /(https?:\/\/\S+)/.exec(message.text)?.[1];
  if (!link) throw new Error(`no link in: ${message.text}`);
  return link;
}

/** How many messages the outbox holds (to wait for the next one with `latestMessage(…, after)`). */
export function outboxSize(dir: string): number {
  return outboxMessages(dir).length;
}

/**
 * The outbox size once deliveries still under way have landed (no change for 100 ms). Taken before
 * asking for a new code, so a late delivery of an earlier request is not mistaken for the new one.
 */
export async function settledOutboxSize(dir: string): Promise<number> {
  let size = outboxSize(dir);
  for (let stable = 0; stable < 100; stable += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const now = outboxSize(dir);
    if (now !== size) {
      size = now;
      stable = 0;
    }
  }
  return size;
}
