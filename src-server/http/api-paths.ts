/** The prefixes of the API side of the origin; everything else belongs to the SPA (its files and its page). */
const API_PREFIXES = ['/api', '/broadcasting', '/sanctum'];

/** True when `path` (without its query) is an API call rather than a file or page of the SPA. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
