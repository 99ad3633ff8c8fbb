import type { FastifyInstance } from 'fastify';
import { createDatabase, type AppDatabase } from '../../../src-server/db/database.factory';
import { buildApp } from '../../../src-server/http/app';
import { testEngine } from '../../support/test-database';
import type { TestApp } from './test-app';

/** Another API instance on the same database as `t`, as a load balancer would have beside it. */
export interface SecondInstance {
  app: FastifyInstance;
  database: AppDatabase;
  close(): Promise<void>;
}

/**
 * On PostgreSQL, a second app with its own connection pool: two instances meeting only in the
 * database. On SQLite, a second app on the same connection: several SQLite processes on one file
 * wait for each other in SQLite's busy handler, which blocks the thread, so two connections in
 * one test process would wait on themselves (the cross-process case is BEGIN IMMEDIATE's: ADR 0026).
 */
export async function secondInstance(t: TestApp): Promise<SecondInstance> {
  const own = testEngine === 'postgres';
  const database = own ? createDatabase(t.config.databaseUrl) : t.database;
  const app = await buildApp(t.config, { database, clock: t.clock, logger: null });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (own) await database.destroy();
    },
  };
}
