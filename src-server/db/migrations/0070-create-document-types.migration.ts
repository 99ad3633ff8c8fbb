import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

const PHOTO_ID = { accepts: ['pdf', 'jpg', 'png'], max_size_kb: 10_240, min_width: 600, min_height: 400 };
const PAPER = { accepts: ['pdf', 'jpg', 'png'], max_size_kb: 10_240, min_width: null, min_height: null };

/** The six kinds of proof the lender asks for, in the order the documents page lists them. */
const SEED = [
  { slug: 'passport', name: 'Passport', description: 'The photo page of a valid passport.', ...PHOTO_ID, has_back: 0, expires: 1, required_by: [] },
  { slug: 'driving-licence', name: 'Driving licence', description: 'A UK photocard driving licence, front and back.', ...PHOTO_ID, has_back: 1, expires: 1, required_by: [] },
  { slug: 'national-id', name: 'National identity card', description: 'A national identity card, front and back.', ...PHOTO_ID, has_back: 1, expires: 1, required_by: [] },
  {
    slug: 'proof-of-address',
    name: 'Proof of address',
    description: 'A utility bill or council tax bill in your name, dated within the last 3 months.',
    ...PAPER,
    has_back: 0,
    expires: 0,
    required_by: ['personal-loan', 'debt-consolidation-loan', 'payday-loan'],
  },
  { slug: 'payslip', name: 'Payslip', description: 'Your most recent payslip.', ...PAPER, has_back: 0, expires: 0, required_by: ['personal-loan', 'debt-consolidation-loan'] },
  { slug: 'bank-statement', name: 'Bank statement', description: 'A full month of your main bank account, within the last 3 months.', ...PAPER, accepts: ['pdf'], has_back: 0, expires: 0, required_by: ['personal-loan', 'debt-consolidation-loan'] },
];

/** document_types, seeded: the same rows on every install, so slugs are a contract (docs/design/lending-core.md §4). */
export function createDocumentTypes(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('document_types'))
        .addColumn('slug', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(80)', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('accepts', 'text', (c) => c.notNull())
        .addColumn('max_size_kb', 'integer', (c) => c.notNull())
        .addColumn('has_back', types.flag, (c) => c.notNull())
        .addColumn('expires', types.flag, (c) => c.notNull())
        .addColumn('min_width', 'integer')
        .addColumn('min_height', 'integer')
        .addColumn('required_by', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .execute();
      const now = new Date().toISOString();
      const flag = (value: number) => (types.flag === 'boolean' ? value === 1 : value);
      await (db as Kysely<Record<string, Record<string, unknown>>>)
        .insertInto('document_types')
        .values(
          SEED.map((row, index) => ({
            ...row,
            has_back: flag(row.has_back),
            expires: flag(row.expires),
            accepts: JSON.stringify(row.accepts),
            required_by: JSON.stringify(row.required_by),
            sort_order: index + 1,
            created_at: now,
          })),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('document_types').execute();
    },
  };
}
