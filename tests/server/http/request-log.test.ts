import Fastify, { LogController } from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { installRequestLog } from '../../../src-server/http/plugins/request-log.plugin';

/** A Fastify app whose JSON log lines are collected, with one fine and one failing route. */
async function appLogging(production: boolean) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new LogController({ disableRequestLogging: true }) });
  installRequestLog(app, production);
  app.get('/fine', async () => ({ ok: true }));
  app.get('/broken', async (_request, reply) => reply.code(503).send({ message: 'Service Unavailable' }));
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('in development, writes one readable line per request', async () => {
    const { app, lines } = await appLogging(false);
    await app.inject({ method: 'GET', url: '/fine?secret=not-logged' });
    expect(lines.map((line) => line.msg)).toEqual([expect.stringMatching(/^GET \/fine → 200 in [\d.]+ ms$/)]);
    await app.close();
  });

  it('in production, logs only server errors and slow requests, at warn', async () => {
    const { app, lines } = await appLogging(true);
    await app.inject({ method: 'GET', url: '/fine' });
    await app.inject({ method: 'GET', url: '/broken' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: expect.stringMatching(/^GET \/broken → 503 in/) });
    await app.close();
  });
});
