import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * Four eyes (issue 25, ADR 0042): the first of the two approvals a large request needs. One row per
 * request and staff member, so the same person can never count twice, whatever races.
 */
export function createRequestApprovals(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('request_approvals'))
        .addColumn('request_id', 'integer', (c) => c.notNull().references('loan_requests.id').onDelete('cascade'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('approved_at', types.timestamp, (c) => c.notNull())
        .addColumn('reason', 'text')
        .execute();
      await db.schema.createIndex('request_approvals_request_id_staff_id_unique').on('request_approvals').columns(['request_id', 'staff_id']).unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('request_approvals').execute();
    },
  };
}
