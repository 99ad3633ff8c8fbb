import { sql, type Kysely, type Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** The one-of group of the photo-identity types: any one of them, approved and confirmed, proves who the borrower is. */
const PHOTO_IDENTITY = 'photo-identity';
const PHOTO_IDENTITY_TYPES = ['passport', 'driving-licence', 'national-id'];

/**
 * Identity as a "one of" requirement (docs/design/agreements.md §2): `document_types.one_of` groups
 * alternatives, and `documents.identity_confirmed_at` records that the reviewer matched the holder's
 * name and date of birth to the profile. Approval alone is not enough to sign an agreement.
 * Numbered in the documents range (the design page's 0055): migrations run in name order, and
 * 0055 would alter document_types before 0070 creates it on a fresh database.
 */
export function photoIdentityOneOf(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('document_types').addColumn('one_of', 'varchar(40)').execute();
      await db.schema.alterTable('documents').addColumn('identity_confirmed_at', types.timestamp).execute();
      await sql`update document_types set one_of = ${PHOTO_IDENTITY} where slug in (${sql.join(PHOTO_IDENTITY_TYPES)})`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('documents').dropColumn('identity_confirmed_at').execute();
      await db.schema.alterTable('document_types').dropColumn('one_of').execute();
    },
  };
}
