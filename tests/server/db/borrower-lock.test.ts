import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../src-server/config/server-config';
import { withBorrowerLock } from '../../../src-server/db/borrower-lock';
import { createDatabase, type AppDatabase } from '../../../src-server/db/database.factory';
import { openSqliteConnection } from '../../../src-server/db/sqlite-driver';
import { freshTestDatabase, testEngine, type TestDatabase } from '../../support/test-database';

/** A promise and the function that settles it: a transaction held open until the test lets it go. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

describe.skipIf(testEngine !== 'sqlite')('SQLite: durable commits and the write lock taken at BEGIN (ADR 0026)', () => {
  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'kestrel-lock-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('commits with synchronous=FULL unless the lender says normal', async () => {
    const full = createDatabase(`sqlite:${join(dir, 'full.sqlite')}`);
    const normal = createDatabase(`sqlite:${join(dir, 'normal.sqlite')}`, { sqliteSynchronous: 'normal' });
    try {
      expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(full.db)).rows[0].synchronous).toBe(2);
      expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(normal.db)).rows[0].synchronous).toBe(1);
    } finally {
      await full.destroy();
      await normal.destroy();
    }
    expect(configFromEnv({}).sqliteSynchronous).toBe('full');
    expect(configFromEnv({ SQLITE_SYNCHRONOUS: 'NORMAL' }).sqliteSynchronous).toBe('normal');
    expect(() => configFromEnv({ SQLITE_SYNCHRONOUS: 'off' })).toThrow('SQLITE_SYNCHRONOUS must be full or normal, not "off".');
  });

  it('a transaction that has only read holds the write lock, so another process cannot slip a write in before it writes', async () => {
    const file = join(dir, 'immediate.sqlite');
    const database = createDatabase(`sqlite:${file}`);
    await sql`create table counters (n integer)`.execute(database.db);
    // Another process's connection, which does not wait for the lock.
    const otherProcess = openSqliteConnection(file);
    otherProcess.exec('pragma busy_timeout = 0');
    const held = gate();
    const reading = gate();
    const transaction = database.db.transaction().execute(async (trx) => {
      await sql`select count(*) from counters`.execute(trx);
      reading.open();
      await held.wait;
    });
    await reading.wait;
    try {
      expect(() => otherProcess.exec('begin immediate')).toThrow(/locked|busy/i);
    } finally {
      held.open();
      await transaction;
    }
    otherProcess.exec('begin immediate');
    otherProcess.exec('commit');
    otherProcess.close();
    await database.destroy();
  });
});

describe.skipIf(testEngine !== 'postgres')('PostgreSQL: one borrower at a time, across pools (ADR 0026)', () => {
  let dir: string;
  let fresh: TestDatabase;
  let first: AppDatabase;
  let second: AppDatabase;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kestrel-pg-lock-'));
    fresh = await freshTestDatabase(dir);
    first = createDatabase(fresh.url);
    second = createDatabase(fresh.url);
  });
  afterAll(async () => {
    await first?.destroy();
    await second?.destroy();
    await fresh?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a second instance waits for the same borrower and not for another', async () => {
    const held = gate();
    const locked = gate();
    const order: string[] = [];
    const holder = withBorrowerLock(first.db, 41, async () => {
      locked.open();
      await held.wait;
      order.push('first released borrower 41');
    });
    await locked.wait;
    const sameBorrower = withBorrowerLock(second.db, 41, async () => void order.push('second had borrower 41'));
    await withBorrowerLock(second.db, 42, async () => void order.push('second had borrower 42'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual(['second had borrower 42']);
    held.open();
    await Promise.all([holder, sameBorrower]);
    expect(order).toEqual(['second had borrower 42', 'first released borrower 41', 'second had borrower 41']);
  });
});
