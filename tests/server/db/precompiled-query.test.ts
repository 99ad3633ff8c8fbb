import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src-server/db/database.factory';
import { precompiled } from '../../../src-server/db/precompiled-query';

const dir = mkdtempSync(join(tmpdir(), 'kestrel-precompiled-'));
const database = createDatabase(`sqlite:${join(dir, 'test.sqlite')}`) as unknown as { db: Kysely<Pets>; destroy(): Promise<void> };

interface Pets {
  pets: { id: number; name: string; owner: number };
}

beforeAll(async () => {
  await sql`create table pets (id integer primary key, name text, owner integer)`.execute(database.db);
  await sql`insert into pets values (1, 'Rex', 7), (2, 'Tibbles', 7), (3, 'Nemo', 8)`.execute(database.db);
});
afterAll(async () => {
  await database.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('precompiled', () => {
  it('answers each call with its own arguments, constants kept in place', async () => {
    const petsOf = precompiled((owner: number, name: string) => database.db.selectFrom('pets').select('name').where('owner', '=', owner).where('name', '!=', name).where('id', '<', 100), 2);
    expect((await database.db.executeQuery(petsOf(7, 'Rex'))).rows).toEqual([{ name: 'Tibbles' }]);
    expect((await database.db.executeQuery(petsOf(8, 'Rex'))).rows).toEqual([{ name: 'Nemo' }]);
    expect(petsOf(7, 'Rex').sql).toBe(petsOf(8, 'Nemo').sql);
  });

  it('refuses a builder that does not use every argument as a parameter', () => {
    const careless = precompiled((_owner: number) => database.db.selectFrom('pets').select('name'), 1);
    expect(() => careless(7)).toThrow(/every argument must appear once/);
  });
});
