import type { RealtimeEndpoint } from '../../src-infra/realtime/echo-options';

/** The `<meta name>` the server fills with the public realtime settings (src-server/http/spa/spa.plugin.ts). */
export const REALTIME_META_NAME = 'kestrel-realtime';

/**
 * The realtime server the page should connect to, from the `<meta name="kestrel-realtime">` the
 * server put into index.html (key, ws host, ws port: no secret). Undefined when it is missing or
 * malformed: the inbox then works without live updates.
 */
export function readRealtimeEndpoint(doc: Document): RealtimeEndpoint | undefined {
  const content = doc.querySelector(`meta[name="${REALTIME_META_NAME}"]`)?.getAttribute('content');
  if (!content) return undefined;
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value !== 'object' || value === null) return undefined;
    const { key, wsHost, wsPort } = value as Record<string, unknown>;
    if (typeof key !== 'string' || key === '' || typeof wsHost !== 'string' || wsHost === '') return undefined;
    if (typeof wsPort !== 'number' || !Number.isInteger(wsPort) || wsPort < 1 || wsPort > 65_535) return undefined;
    return { key, wsHost, port: wsPort };
  } catch {
    return undefined;
  }
}
