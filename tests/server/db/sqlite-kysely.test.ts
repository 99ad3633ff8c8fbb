import { sql, type Generated, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteConnection } from '../../../src-server/db/sqlite-driver';
import { sqliteKysely } from '../../../src-server/db/sqlite-kysely';
import { withStatementCache } from '../../../src-server/db/sqlite-statement-cache';

type Ledger = { entries: { id: Generated<number>; pence: number } };

/**
 * The portal's Kysely on its one SQLite connection (sqlite-kysely.ts): a compiled read runs at once
 * when the connection is free, and waits in line, never reading uncommitted rows, while a
 * transaction holds it.
 */
describe('sqliteKysely', () => {
  let db: Kysely<Ledger> | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  const open = async () => {
    db = sqliteKysely(withStatementCache(openSqliteConnection(':memory:'))) as unknown as Kysely<Ledger>;
    await sql`create table entries (id integer primary key, pence integer not null)`.execute(db);
    return db;
  };
  const total = (on: Kysely<Ledger>) => on.selectFrom('entries').select((eb) => eb.fn.sum<number>('pence').as('pence')).compile();

  it('answers a compiled read on a free connection with its rows', async () => {
    const ledger = await open();
    await ledger.insertInto('entries').values([{ pence: 1250 }, { pence: 750 }]).execute();
    expect((await ledger.executeQuery(total(ledger))).rows).toEqual([{ pence: 2000 }]);
  });

  it('makes a compiled read wait for a transaction under way, so it reads only what was committed', async () => {
    const ledger = await open();
    let letCommit!: () => void;
    const commitAllowed = new Promise<void>((resolve) => (letCommit = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = ledger.transaction().execute(async (tx) => {
      await tx.insertInto('entries').values({ pence: 999 }).execute();
      inserted();
      await commitAllowed;
      await tx.insertInto('entries').values({ pence: 1 }).execute();
    });
    await insertDone;
    let readDone = false;
    const read = ledger.executeQuery(total(ledger)).then((result) => {
      readDone = true;
      return result.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readDone).toBe(false);
    letCommit();
    await transaction;
    expect(await read).toEqual([{ pence: 1000 }]);
  });

  it('serves 20 transactions and 20 reads fired at once, each transaction whole, in the order they asked', async () => {
    const ledger = await open();
    const order: string[] = [];
    const work = Array.from({ length: 20 }, (_, index) => [
      ledger.transaction().execute(async (tx) => {
        order.push(`begin ${index}`);
        await tx.insertInto('entries').values({ pence: 100 }).execute();
        await new Promise((resolve) => setTimeout(resolve, 1));
        await tx.insertInto('entries').values({ pence: -100 }).execute();
        order.push(`commit ${index}`);
      }),
      ledger.executeQuery(total(ledger)).then(({ rows }) => rows[0].pence ?? 0),
    ]).flat();
    const results = await Promise.all(work);
    // Every read saw whole transactions only: +100 and −100 together, never one without the other.
    expect(results.filter((value) => typeof value === 'number')).toEqual(Array(20).fill(0));
    expect(order).toEqual(Array.from({ length: 20 }, (_, index) => [`begin ${index}`, `commit ${index}`]).flat());
  });
});
