import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Unavailable } from '../../src-domain/shared/errors';
import { startServer, type RunningServer } from '../../src-server/server';
import { signUpThroughEmail } from './support/sign-up';
import { nodePlatform } from '../../src/cli/node-platform';
import { buildContainer } from '../../src/container';
import { HttpClient } from '../../src-infra/http/http-client';
import { type HttpTransport, TransportFailure, type TransportRequest, type TransportResponse } from '../../src-infra/http/http-transport';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * ADR 0002 + 0009 end to end: the real HttpClient retries a write that carries an idempotency key
 * when its answer is lost, and the real server answers the retry with the first result, so the
 * write happens once.
 */
let server: RunningServer;
let dir: string;
let database: TestDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kestrel-idempotency-contract-'));
  database = await freshTestDatabase(dir);
  server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: database.url, outbox: { dir: join(dir, 'outbox'), print: false } });
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The real transport, except that the first answer to a request carrying an Idempotency-Key is lost
 * after the server has acted on it (a dropped connection), as the client sees a network failure.
 */
class LosingTransport implements HttpTransport {
  readonly attempts: Array<{ request: TransportRequest; response: TransportResponse }> = [];
  private lost = 0;
  private armed = false;

  constructor(
    private readonly inner: HttpTransport,
    private readonly answersToLose: number,
  ) {}

  async send(request: TransportRequest): Promise<TransportResponse> {
    const response = await this.inner.send(request);
    if (!this.armed || request.headers['Idempotency-Key'] === undefined) return response;
    this.attempts.push({ request, response });
    if (this.lost < this.answersToLose) {
      this.lost += 1;
      throw new TransportFailure('network', 'socket hang up (answer lost by the test)');
    }
    return response;
  }

  /** From now on, answers get lost (the sign-up before it, which carries a key too, goes through). */
  arm(): void {
    this.armed = true;
  }
}

async function aClient(name: string, answersToLose = 1) {
  const platform = nodePlatform(server.url, join(dir, `${name}.cookies.json`), () => undefined);
  const transport = new LosingTransport(platform.transport, answersToLose);
  const container = buildContainer({ ...platform, transport });
  await signUpThroughEmail(
    container,
    {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: `${name}@example.com`,
      phone: '+15555550123',
      password: 'cobol-compiler-1959',
      password_confirmation: 'cobol-compiler-1959',
      terms: true,
    },
    join(dir, 'outbox'),
  );
  transport.arm();
  return { http: container.get(HttpClient), transport };
}

async function feedbackRows(message: string): Promise<number> {
  const rows = await server.database.db.selectFrom('feedback').select('id').where('message', '=', message).execute();
  return rows.length;
}

describe('idempotent writes through the real client', () => {
  it('retries a write whose answer was lost, gets the first answer replayed, and stores it once', async () => {
    const { http, transport } = await aClient('grace');
    const message = 'The answer got lost on the way back.';

    const answer = await http.post<{ data: { id: number; reference: string } }>(
      '/api/feedback',
      { category: 'website', message, rating: 4 },
      { idempotencyKey: 'feedback-7f3c1a' },
    );

    expect(transport.attempts).toHaveLength(2);
    const [first, retry] = transport.attempts;
    expect(first.response.status).toBe(201);
    expect(first.response.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.request.headers['Idempotency-Key']).toBe('feedback-7f3c1a');
    expect(retry.response.status).toBe(201);
    expect(retry.response.headers['idempotent-replayed']).toBe('true');
    expect(retry.response.body).toBe(first.response.body);
    expect(answer.data.id).toBe(JSON.parse(first.response.body).data.id);
    expect(await feedbackRows(message)).toBe(1);
  });

  it('when every answer is lost the client gives up, yet the write was applied once', async () => {
    const { http, transport } = await aClient('ada', Number.POSITIVE_INFINITY);
    const message = 'Every answer to this one was lost.';

    await expect(http.post('/api/feedback', { category: 'website', message }, { idempotencyKey: 'feedback-a91e' })).rejects.toBeInstanceOf(Unavailable);

    expect(transport.attempts.length).toBeGreaterThanOrEqual(2);
    expect(transport.attempts.slice(1).every((attempt) => attempt.response.headers['idempotent-replayed'] === 'true')).toBe(true);
    expect(await feedbackRows(message)).toBe(1);
  });
});
