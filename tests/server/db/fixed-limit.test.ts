import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../../src-server/db/database.types';
import { fixedLimit } from '../../../src-server/db/fixed-limit';
import { openSqliteConnection } from '../../../src-server/db/sqlite-driver';

describe('fixedLimit', () => {
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: openSqliteConnection(':memory:') }) });

  it('given a page size, when compiled, then the LIMIT is written into the SQL and the OFFSET stays bound', () => {
    const query = db.selectFrom('loan_requests').selectAll().limit(fixedLimit(10)).offset(20).compile();
    expect(query.sql).toMatch(/limit 10 offset \?$/);
    expect(query.parameters).toEqual([20]);
  });

  it.each([1.5, -1, Number.NaN, Number.POSITIVE_INFINITY])('given %s, when asked for, then it is refused before any SQL is written', (rows) => {
    expect(() => fixedLimit(rows)).toThrow(RangeError);
  });
});
