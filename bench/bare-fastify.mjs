#!/usr/bin/env node
/**
 * The yardstick of `npm run bench`: a bare Fastify 5 `GET /hello` in its own process, as the
 * portal's server runs in its own, measured in the same run on the same cores.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
