import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';

/** Fastify's `trustProxy` setting (TRUST_PROXY), which the realtime server reads the same way. */
export type TrustProxy = boolean | number | string | string[];

/**
 * The client's address of an upgrade request, read exactly as Fastify reads `request.ip` with the
 * same `trustProxy` (fastify/lib/request.js, through the same @fastify/proxy-addr): behind a
 * trusted proxy, the address it forwarded; otherwise the socket's peer. A limit per address then
 * counts the same people on the API and on the websocket.
 */
export function clientAddressReader(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  if (!trustProxy) return (request) => request.socket.remoteAddress ?? 'unknown';
  const trusted = trustFunction(trustProxy);
  return (request) => {
    const chain = proxyAddr.all(request, trusted);
    return chain[chain.length - 1] ?? 'unknown';
  };
}

function trustFunction(trustProxy: Exclude<TrustProxy, false>): (address: string, hop: number) => boolean {
  if (trustProxy === true) return () => true;
  // Fastify 5 fails closed on a bare hop count: it cannot tell the immediate peer is a proxy.
  if (typeof trustProxy === 'number') return () => false;
  const list = typeof trustProxy === 'string' ? trustProxy.split(',').map((item) => item.trim()) : trustProxy;
  return proxyAddr.compile(list);
}
