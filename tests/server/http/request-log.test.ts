import Fastify, { LogController } from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { installRequestLog } from '../../../src-server/http/plugins/request-log.plugin';

/** A Fastify app whose JSON log lines are collected, with API calls, SPA files and a failing file. */
async function appLogging(production: boolean, level = 'info') {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new LogController({ disableRequestLogging: true }) });
  installRequestLog(app, production);
  app.get('/api/fine', async () => ({ ok: true }));
  app.post('/api/refused', async (_request, reply) => reply.code(422).send({ message: 'The amount is not valid.' }));
  app.get('/api/broken', async (_request, reply) => reply.code(503).send({ message: 'Service Unavailable' }));
  app.get('/assets/main-3F2A1B.js', async (_request, reply) => reply.type('text/javascript').send('console.log(1)'));
  app.get('/assets/broken.js', async (_request, reply) => reply.code(500).send('no'));
  app.get('/dashboard/main', async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
  await app.ready();
  return { app, lines };
}

const INFO = 30;
const DEBUG = 20;
const WARN = 40;

describe('request log', () => {
  it('in development, writes one readable line per API call with its status, without the query', async () => {
    const { app, lines } = await appLogging(false);
    await app.inject({ method: 'GET', url: '/api/fine?secret=not-logged' });
    await app.inject({ method: 'POST', url: '/api/refused' });
    expect(lines).toEqual([
      expect.objectContaining({ level: INFO, msg: expect.stringMatching(/^GET \/api\/fine → 200 in [\d.]+ ms$/) }),
      expect.objectContaining({ level: INFO, msg: expect.stringMatching(/^POST \/api\/refused → 422 in [\d.]+ ms$/) }),
    ]);
    await app.close();
  });

  it('in development at info, leaves out the SPA files and the page shell', async () => {
    const { app, lines } = await appLogging(false);
    await app.inject({ method: 'GET', url: '/assets/main-3F2A1B.js' });
    await app.inject({ method: 'GET', url: '/dashboard/main' });
    await app.inject({ method: 'GET', url: '/api/fine' });
    expect(lines.map((line) => line.msg)).toEqual([expect.stringMatching(/^GET \/api\/fine → 200/)]);
    await app.close();
  });

  it('in development at debug, writes the SPA files at debug', async () => {
    const { app, lines } = await appLogging(false, 'debug');
    await app.inject({ method: 'GET', url: '/assets/main-3F2A1B.js' });
    await app.inject({ method: 'GET', url: '/dashboard/main' });
    expect(lines).toEqual([
      expect.objectContaining({ level: DEBUG, msg: expect.stringMatching(/^GET \/assets\/main-3F2A1B\.js → 200/) }),
      expect.objectContaining({ level: DEBUG, msg: expect.stringMatching(/^GET \/dashboard\/main → 200/) }),
    ]);
    await app.close();
  });

  it('in development, still warns of a file that failed, like any server error', async () => {
    const { app, lines } = await appLogging(false);
    await app.inject({ method: 'GET', url: '/assets/broken.js' });
    await app.inject({ method: 'GET', url: '/api/broken' });
    expect(lines).toEqual([
      expect.objectContaining({ level: WARN, msg: expect.stringMatching(/^GET \/assets\/broken\.js → 500 in/) }),
      expect.objectContaining({ level: WARN, msg: expect.stringMatching(/^GET \/api\/broken → 503 in/) }),
    ]);
    await app.close();
  });

  it('in production, logs only server errors and slow requests, at warn', async () => {
    const { app, lines } = await appLogging(true);
    await app.inject({ method: 'GET', url: '/api/fine' });
    await app.inject({ method: 'GET', url: '/assets/main-3F2A1B.js' });
    await app.inject({ method: 'GET', url: '/api/broken' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: WARN, msg: expect.stringMatching(/^GET \/api\/broken → 503 in/) });
    await app.close();
  });
});
