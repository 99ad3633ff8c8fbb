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
  };
}

/** One slice of a measurement as autocannon leaves it unaggregated, so that slices' latencies can be merged. */
export interface Slice {
  route: string;
  seconds: number;
  raw: { totalCompletedRequests: number; duration: number; errors: number; non2xx: number };
}

/** `load` on `url + route` for `seconds`, kept raw (its latency histogram whole) for `combineSlices`. */
export async function measureSlice(url: string, route: string, load: Load, seconds: number): Promise<Slice> {
  const raw = (await autocannon({ url: url + route, connections: CONNECTIONS, duration: seconds, method: load.method ?? 'GET', headers: load.headers, skipAggregateResult: true })) as unknown as Slice['raw'];
  return { route, seconds, raw };
}

/** autocannon's own merge of unaggregated results (not in @types/autocannon): one latency histogram of every answer. */
const aggregateResult = (autocannon as unknown as { aggregateResult: (results: unknown[], opts: object) => autocannon.Result }).aggregateResult;

/** Slices of one server as one measurement: every answer over every second, p50 and p99 over all their answers together. */
export function combineSlices(url: string, slices: Slice[], label: string): Throughput {
  const merged = aggregateResult(slices.map((slice) => slice.raw), { url: url + slices[0].route, connections: CONNECTIONS });
  const requests = slices.reduce((sum, slice) => sum + slice.raw.totalCompletedRequests, 0);
  const elapsedSeconds = slices.reduce((sum, slice) => sum + slice.raw.duration, 0);
  return {
    route: label,
    connections: CONNECTIONS,
    seconds: slices.reduce((sum, slice) => sum + slice.seconds, 0),
    requestsPerSecond: Math.round(requests / elapsedSeconds),
    p50Ms: merged.latency.p50,
    p99Ms: merged.latency.p99,
    errors: slices.reduce((sum, slice) => sum + slice.raw.errors, 0),
    non2xx: slices.reduce((sum, slice) => sum + slice.raw.non2xx, 0),
  };
}

/** The same load for `seconds`, not counted: JIT, caches and the database's pages warm before anything counts. */
export async function warmUp(url: string, route: string, headers: Record<string, string>, seconds = 2): Promise<void> {
  await autocannon({ url: url + route, connections: CONNECTIONS, duration: seconds, headers });
}
