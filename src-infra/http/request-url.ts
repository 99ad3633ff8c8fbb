type QueryScalar = string | number | boolean;

/**
 * Query parameters. `null`/`undefined` are left out; arrays become `key[]=a&key[]=b` and
 * records `key[field]=value`, as Laravel reads them (e.g. the `filters` of list calls).
 */
export type QueryParams = Record<
  string,
  QueryScalar | null | undefined | readonly QueryScalar[] | Readonly<Record<string, QueryScalar | null | undefined>>
>;

export function toQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(`${key}[]`, String(item));
    } else if (typeof value === 'object') {
      for (const [field, item] of Object.entries(value)) {
        if (item !== null && item !== undefined) params.append(`${key}[${field}]`, String(item));
      }
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** `api/login` and `/api/login` are the same endpoint under the base URL (spec §7). */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
