import type { CatalogueSummary } from '../../src-domain/loans/product-offer.entity';

/** The `<meta name>` the server fills with the catalogue summary (src-server/http/spa/spa.plugin.ts). */
export const CATALOGUE_META_NAME = 'kestrel-catalogue';

/**
 * The active products' representative examples, as the server priced them when it started, from the
 * `<meta name="kestrel-catalogue">` of index.html. Empty when missing or malformed: the public pages
 * then describe the products without figures.
 */
export function readCatalogueSnapshot(doc: Document): CatalogueSummary[] {
  const content = doc.querySelector(`meta[name="${CATALOGUE_META_NAME}"]`)?.getAttribute('content');
  if (!content) return [];
  try {
    const value: unknown = JSON.parse(content);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { alias, name, representative_apr, representative_example } = item as Record<string, unknown>;
      if (typeof alias !== 'string' || typeof name !== 'string' || typeof representative_apr !== 'string' || typeof representative_example !== 'string') return [];
      return [{ alias, name, representativeApr: representative_apr, representativeExample: representative_example }];
    });
  } catch {
    return [];
  }
}
