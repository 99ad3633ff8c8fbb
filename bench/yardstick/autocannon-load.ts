import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';

/** The load every API figure of the bench is measured under: 50 connections from autocannon on loopback. */
export const CONNECTIONS = 50;

export interface Throughput {
  route: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Answers received in all, and over how many seconds (slices of one measurement add up by these). */
  requests: number;
  elapsedSeconds: number;
}

export interface Load {
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  /** A body per request (writes differ, e.g. by Idempotency-Key). */
  body?: () => string;
}

export async function measureThroughput(url: string, route: string, load: Load, label = route, seconds = 8): Promise<Throughput> {
  const result = await autocannon({
    url: url + route,
    connections: CONNECTIONS,
    duration: seconds,
    method: load.method ?? 'GET',
    headers: load.headers,
    requests: load.body ? [{ setupRequest: (request) => ({ ...request, body: load.body!(), headers: { ...load.headers, 'idempotency-key': randomUUID() } }) }] : undefined,
  });
  return {
    route: label,
    connections: CONNECTIONS,
    seconds,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
    elapsedSeconds: result.duration,
  };
}

/** The same load for `seconds`, not counted: JIT, caches and the database's pages warm before anything counts. */
export async function warmUp(url: string, route: string, headers: Record<string, string>, seconds = 2): Promise<void> {
  await autocannon({ url: url + route, connections: CONNECTIONS, duration: seconds, headers });
}
