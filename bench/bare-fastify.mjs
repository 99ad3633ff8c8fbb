#!/usr/bin/env node
/**
 * The yardstick of `npm run bench`: a bare Fastify 5 `GET /hello` in its own process, as the
 * portal's server runs in its own, measured in the same run on the same cores.
 *
 * With BARE_REPLAY (a JSON file of `{ path, headers, body }`), it also answers each `path` with that
 * exact response: a portal read's own headers and body with no work behind them, so the report can
 * say how much of the gap is the response itself (its size, its headers) and how much the request path.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const replays = process.env.BARE_REPLAY ? JSON.parse(readFileSync(process.env.BARE_REPLAY, 'utf8')) : [];
for (const { path, headers, body } of replays) {
  app.get(path, (_request, reply) => {
    reply.headers(headers).send(body);
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
