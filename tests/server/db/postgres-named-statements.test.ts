import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../../src-server/db/database.factory';
import { freshTestDatabase, testEngine, type TestDatabase } from '../../support/test-database';

/**
 * PostgreSQL runs the portal's statements as named prepared statements (postgres-named-statements.ts,
 * issue 28): parsed once per connection, and still right when another instance changes a table.
 * One connection per pool here, so "this connection" is unambiguous.
 */
describe.skipIf(testEngine !== 'postgres')('named prepared statements on PostgreSQL', () => {
  let dir: string;
  let fresh: TestDatabase;
  let opened: AppDatabase[] = [];

  const open = (preparedStatements?: boolean) => {
    const database = createDatabase(fresh.url, { poolMax: 1, preparedStatements });
    opened.push(database);
    return database.db as unknown as Kysely<Record<string, { id: number; name: string; note?: string | null }>>;
  };
  /** What another instance does: its own connection, plain SQL. */
  const elsewhere = async (statement: string) => {
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const preparedOn = async (db: Kysely<never>) =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by name`.execute(db)).rows;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kestrel-pg-named-'));
    fresh = await freshTestDatabase(dir);
    await elsewhere("create table lenders (id integer primary key, name text not null); insert into lenders values (1, 'Kestrel'), (2, 'Osprey')");
  });
  afterEach(async () => {
    await Promise.all(opened.map((database) => database.destroy()));
    opened = [];
    await fresh.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('parses a repeated statement once on its connection and answers it the same every time', async () => {
    const db = open();
    const read = (id: number) => db.selectFrom('lenders').selectAll().where('id', '=', id).execute();
    expect(await read(1)).toEqual([{ id: 1, name: 'Kestrel' }]);
    expect(await read(2)).toEqual([{ id: 2, name: 'Osprey' }]);
    const kept = (await preparedOn(db as unknown as Kysely<never>)).filter((row) => row.statement.includes('"lenders"'));
    expect(kept).toEqual([{ name: expect.stringMatching(/^kestrel_\d+$/), statement: 'select * from "lenders" where "id" = $1' }]);
  });

  it('keeps no statement when turned off (a pooler that cannot keep them)', async () => {
    const db = open(false);
    await db.selectFrom('lenders').selectAll().execute();
    expect(await preparedOn(db as unknown as Kysely<never>)).toEqual([]);
  });

  it('answers with the new shape after another instance adds a column under a kept statement', async () => {
    const db = open();
    const all = () => db.selectFrom('lenders').selectAll().orderBy('id').execute();
    expect(await all()).toHaveLength(2);
    await elsewhere("alter table lenders add column note text; update lenders set note = 'since 1998' where id = 1");
    expect(await all()).toEqual([
      { id: 1, name: 'Kestrel', note: 'since 1998' },
      { id: 2, name: 'Osprey', note: null },
    ]);
  });

  it('fails a transaction that meets the changed shape, and the next attempt succeeds', async () => {
    const db = open();
    const all = (on: Kysely<Record<string, { id: number; name: string }>>) => on.selectFrom('lenders').selectAll().orderBy('id').execute();
    await all(db);
    await elsewhere('alter table lenders add column note text');
    // Inside a transaction the statement cannot be run again: PostgreSQL has aborted the transaction.
    await expect(db.transaction().execute((tx) => all(tx))).rejects.toThrow(/cached plan must not change result type/);
    expect(await db.transaction().execute((tx) => all(tx))).toEqual([
      { id: 1, name: 'Kestrel', note: null },
      { id: 2, name: 'Osprey', note: null },
    ]);
  });
});
