import { UsersRepository } from '../../../src-server/db/users.repository';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileOutbox, OUTBOX_FILE } from '../../../src-server/services/outbox/file.outbox';
import { outboxFromConfig } from '../../../src-server/services/outbox/outbox-from-config';
import { FakeClock } from '../support/fake-clock';
import { send } from '../support/http-client';
import { createTestApp } from '../support/test-app';

const dirs: string[] = [];
const servers: Server[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
  while (servers.length) servers.pop()!.close();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-outbox-'));
  dirs.push(dir);
  return dir;
}

/** The smallest SMTP server that accepts one message and hands over its DATA, `acceptAfterMs` after the last line. */
async function fakeSmtp(acceptAfterMs = 0): Promise<{ port: number; received: Promise<string> }> {
  let deliver!: (data: string) => void;
  const received = new Promise<string>((resolve) => (deliver = resolve));
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split(/(?<=\r\n)/)) {
        if (inData) {
          data += line;
          if (data.endsWith('\r\n.\r\n')) {
            inData = false;
            setTimeout(() => {
              socket.write('250 queued\r\n');
              deliver(data);
            }, acceptAfterMs);
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else if (line.trim()) socket.write('250 ok\r\n');
      }
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, received };
}

describe('outbox', () => {
  it('the file outbox appends each message as a JSON line and prints it', async () => {
    const dir = tempDir();
    const printed: string[] = [];
    const outbox = new FileOutbox(dir, new FakeClock(), (line) => printed.push(line));
    await outbox.send({ channel: 'sms', to: '+447700900123', subject: 'Code', text: '123456 is your code', purpose: 'phone-verification' });
    await outbox.send({ channel: 'mail', to: 'ada@example.com', subject: 'Hello', text: 'Body', purpose: 'password-forgot' });
    const lines = readFileSync(join(dir, OUTBOX_FILE), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toMatchObject([{ to: '+447700900123', text: '123456 is your code', sent_at: '2026-11-22T10:00:00.000Z' }, { to: 'ada@example.com' }]);
    expect(printed[0]).toContain('sms to +447700900123');
  });

  it('MAIL_URL sends e-mail through SMTP and keeps SMS in the file outbox', async () => {
    const dir = tempDir();
    const smtp = await fakeSmtp();
    const outbox = outboxFromConfig({ dir, mailUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Kestrel Credit <no-reply@kestrel.test>' }, new FakeClock());
    await outbox.send({ channel: 'mail', to: 'ada@example.com', subject: 'Your code', text: 'Your code is 654321.', purpose: 'password-forgot' });
    const data = await smtp.received;
    expect(data).toContain('Subject: Your code');
    expect(data).toContain('To: ada@example.com');
    expect(data).toContain('Your code is 654321.');

    await outbox.send({ channel: 'sms', to: '+447700900123', subject: 'Code', text: '111222', purpose: 'phone-verification' });
    expect(readFileSync(join(dir, OUTBOX_FILE), 'utf8')).toContain('111222');
  });

  it('closing the server waits for an e-mail still being handed to the mail server', async () => {
    const smtp = await fakeSmtp(400);
    let accepted = false;
    void smtp.received.then(() => (accepted = true));
    const t = await createTestApp({ outbox: { dir: tempDir(), mailUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Kestrel Credit <no-reply@kestrel.test>', print: false } });
    try {
      // An account that exists (signing up would send its own e-mail to this mail server first).
      const email = 'ada.outbox@example.com';
      await new UsersRepository(t.database.db).create({ firstName: 'Ada', lastName: 'Lovelace', email, phone: '+447700900123', passwordHash: 'not-used-here', role: 'borrower' }, t.clock.now());
      // The answer does not wait for the mail server; the close does.
      expect((await send(t.app, 'POST', '/api/forgot-password', { email })).statusCode).toBe(200);
      expect(accepted).toBe(false);
      await t.app.close();
      expect(accepted).toBe(true);
    } finally {
      await t.close();
    }
  });
});
