import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../clock.port';
import type { Outbox, OutboxMessage } from './outbox.port';

/** The file every message is appended to, one JSON object per line. */
export const OUTBOX_FILE = 'messages.jsonl';

/** What `FileOutbox` appends for each message. */
export interface OutboxEntry extends OutboxMessage {
  sent_at: string;
}

/**
 * The development outbox: prints each message and appends it to `<dir>/messages.jsonl`, so a person
 * trying the app (and the tests) can read the codes. Nothing leaves the machine.
 */
export class FileOutbox implements Outbox {
  constructor(
    private readonly dir: string,
    private readonly clock: Clock,
    private readonly print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  ) {}

  async send(message: OutboxMessage): Promise<void> {
    const entry: OutboxEntry = { ...message, sent_at: this.clock.now().toISOString() };
    await mkdir(this.dir, { recursive: true });
    await appendFile(join(this.dir, OUTBOX_FILE), `${JSON.stringify(entry)}\n`, { encoding: 'utf8', mode: 0o600 });
    const heading = message.channel === 'mail' ? `mail to ${message.to}: ${message.subject}` : `sms to ${message.to}`;
    this.print(`[outbox] ${heading}\n${message.text}\n`);
  }
}
