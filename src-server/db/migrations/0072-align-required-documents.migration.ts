import { sql, type Kysely, type Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * One truth for which documents a product needs: the document types' `required_by` (what the
 * documents page shows and eligibility reads). The catalogue's copy in `loan_products` disagreed
 * (0042 seeded a passport the documents page never asked for); it is rewritten from the types.
 */
export function alignRequiredDocuments(_types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const types = await sql<{ slug: string; required_by: string }>`select slug, required_by from document_types order by sort_order, id`.execute(db);
      const products = await sql<{ id: number; alias: string }>`select id, alias from loan_products`.execute(db);
      for (const product of products.rows) {
        const required = types.rows.filter((t) => (JSON.parse(t.required_by) as string[]).includes(product.alias)).map((t) => t.slug);
        await sql`update loan_products set required_document_types = ${JSON.stringify(required)} where id = ${product.id}`.execute(db);
      }
    },
    async down() {
      // The old lists contradicted the documents page; nothing worth restoring.
    },
  };
}
