import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_PER_HOUR } from '../../../src-server/http/feedback/feedback.routes';
import { configFromEnv } from '../../../src-server/config/server-config';
import { createTestApp, type TestApp } from '../support/test-app';
import { registerUser, send } from '../support/http-client';

const feedback = { category: 'website', message: 'The forms are clear and quick, thank you.', rating: 5 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 3 });
});
afterAll(() => t.close());

describe('RATE_LIMIT_FACTOR (load tests)', () => {
  it('multiplies every allowance: three times the feedback an hour, then 429', async () => {
    const { token } = await registerUser(t.app);
    for (let sent = 1; sent <= FEEDBACK_PER_HOUR * 3; sent++) {
      expect((await send(t.app, 'POST', '/api/feedback', feedback, { token })).statusCode).toBe(201);
    }
    expect((await send(t.app, 'POST', '/api/feedback', feedback, { token })).statusCode).toBe(429);
  });

  it('is refused in production and when it is not a whole number', () => {
    expect(() => configFromEnv({ RATE_LIMIT_FACTOR: '1.5' })).toThrow(/RATE_LIMIT_FACTOR "1.5" must be a whole number/);
    expect(configFromEnv({ RATE_LIMIT_FACTOR: '1000' }).rateLimitFactor).toBe(1000);
    expect(() =>
      configFromEnv({ NODE_ENV: 'production', APP_KEY: `base64:${Buffer.alloc(32, 7).toString('base64')}`, PUSHER_APP_ID: 'p', PUSHER_APP_KEY: 'k', PUSHER_APP_SECRET: 's'.repeat(32), RATE_LIMIT_FACTOR: '10' }),
    ).toThrow(/RATE_LIMIT_FACTOR is for load tests/);
  });
});
