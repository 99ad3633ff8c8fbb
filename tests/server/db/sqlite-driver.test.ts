import { afterEach, describe, expect, it } from 'vitest';
import { chooseSqliteDriver, openSqliteConnection, type SqliteConnection, type SqliteDriverName } from '../../../src-server/db/sqlite-driver';

const hasNodeSqlite = Boolean((process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule?.('node:sqlite'));
// The backport ships prebuilt Node-API binaries, so it loads on every Node line, beside node:sqlite where that exists.
const drivers: SqliteDriverName[] = hasNodeSqlite ? ['node:sqlite', '@photostructure/sqlite'] : ['@photostructure/sqlite'];

describe('chooseSqliteDriver', () => {
  it('given no override, when chosen, then node:sqlite is used exactly where Node has it', () => {
    expect(chooseSqliteDriver({})).toBe(hasNodeSqlite ? 'node:sqlite' : '@photostructure/sqlite');
  });

  it('given an unknown override, when chosen, then it is refused by name', () => {
    expect(() => chooseSqliteDriver({ KESTREL_SQLITE_DRIVER: 'sqlite4' })).toThrow(/KESTREL_SQLITE_DRIVER="sqlite4"/);
  });
});

describe.each(drivers)('openSqliteConnection with %s', (driver) => {
  let db: SqliteConnection | undefined;
  afterEach(() => {
    db?.close();
    db = undefined;
  });

  it('given reads and writes, when prepared, then reader tells them apart as Kysely needs', () => {
    db = openSqliteConnection(':memory:', driver);
    db.exec('create table t (id integer primary key, name text not null)');
    expect(db.driver).toBe(driver);
    expect(db.prepare('select id from t').reader).toBe(true);
    expect(db.prepare('insert into t (name) values (?)').reader).toBe(false);
    expect(db.prepare('insert into t (name) values (?) returning id').reader).toBe(true);
    expect(db.prepare('update t set name = ?').reader).toBe(false);
  });

  it('given positional parameters, when run, then changes and the new rowid come back and rows read back', () => {
    db = openSqliteConnection(':memory:', driver);
    db.exec('create table t (id integer primary key, name text not null, amount integer)');
    const result = db.prepare('insert into t (name, amount) values (?, ?)').run(['Ada', 125_000]);
    expect(Number(result.changes)).toBe(1);
    expect(Number(result.lastInsertRowid)).toBe(1);
    expect(db.prepare('select id, name, amount from t where name = ?').all(['Ada'])).toEqual([{ id: 1, name: 'Ada', amount: 125_000 }]);
  });

  it('given a foreign key, when the PRAGMA is on, then a dangling reference is refused', () => {
    db = openSqliteConnection(':memory:', driver);
    db.exec('PRAGMA foreign_keys = ON; create table p (id integer primary key); create table c (p_id integer references p (id))');
    expect(() => db!.prepare('insert into c (p_id) values (?)').run([9])).toThrow(/FOREIGN KEY/);
  });

  it('given rows of several types and a repeated column name, when read, then each row is an object with every column, the last of a repeated name winning', () => {
    db = openSqliteConnection(':memory:', driver);
    db.exec("create table a (id integer primary key, note text, data blob); insert into a values (1, null, x'00ff'), (2, 'two', null);");
    db.exec("create table b (id integer primary key, a_id integer); insert into b values (7, 1);");
    const rows = db.prepare('select * from a order by id').all([]) as Record<string, unknown>[];
    expect(rows.map((row) => Object.keys(row))).toEqual([['id', 'note', 'data'], ['id', 'note', 'data']]);
    expect(rows[0]).toMatchObject({ id: 1, note: null });
    expect([...(rows[0].data as Uint8Array)]).toEqual([0, 255]);
    expect(rows[1]).toEqual({ id: 2, note: 'two', data: null });
    expect(db.prepare('select a.id, b.id from a join b on b.a_id = a.id').all([])).toEqual([{ id: 7 }]);
  });

  it('given column names that look like code or like __proto__, when read, then each is an ordinary own field', () => {
    db = openSqliteConnection(':memory:', driver);
    const [row] = db.prepare(`select 1 as "__proto__", 2 as "a""b\\c", 3 as "x}; throw 1; //"`).all([]) as Record<string, unknown>[];
    expect(Object.getOwnPropertyNames(row)).toEqual(['__proto__', 'a"b\\c', 'x}; throw 1; //']);
    expect(Object.values(row)).toEqual([1, 2, 3]);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(1);
  });

  // Node 22's node:sqlite keeps a statement's first column count after SQLite re-prepares it (the
  // statement cache forgets kept statements on a schema change for that reason).
  it.skipIf(driver === 'node:sqlite' && process.versions.node.startsWith('22.'))('given a table that gains a column after a statement was prepared, when the statement runs again, then rows carry the new column', () => {
    db = openSqliteConnection(':memory:', driver);
    db.exec("create table t (id integer primary key); insert into t values (1);");
    const statement = db.prepare('select * from t');
    expect(statement.all([])).toEqual([{ id: 1 }]);
    db.exec("alter table t add column name text not null default 'Ada'");
    expect(statement.all([])).toEqual([{ id: 1, name: 'Ada' }]);
  });

  it('given an iteration in progress, when read, then the statement is busy until the last row', () => {
    db = openSqliteConnection(':memory:', driver);
    db.exec('create table t (n integer); insert into t values (1), (2);');
    const statement = db.prepare('select n from t order by n');
    const rows = statement.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    expect(statement.busy).toBe(true);
    expect([...rows]).toEqual([{ n: 2 }]);
    expect(statement.busy).toBe(false);
  });
});
