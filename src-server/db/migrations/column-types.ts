import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { SqlDialectName } from '../database.factory';

/**
 * The few column types that differ between SQLite and PostgreSQL, so one migration
 * produces the natural schema on each: timestamptz and boolean on PostgreSQL,
 * ISO text and 0/1 integers on SQLite.
 */
export interface ColumnTypes {
  timestamp: 'text' | 'timestamptz';
  flag: 'integer' | 'boolean';
  /** Adds an auto-incrementing integer primary key named `id`. */
  addId<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'>;
}

/** Column types for `dialect`. */
export function columnTypesFor(dialect: SqlDialectName): ColumnTypes {
  if (dialect === 'postgres') {
    return {
      timestamp: 'timestamptz',
      flag: 'boolean',
      addId: (table) => table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().generatedByDefaultAsIdentity()),
    };
  }
  return {
    timestamp: 'text',
    flag: 'integer',
    addId: (table) => table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement()),
  };
}
