import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src-server/config/server-config';

describe('configuration from the environment', () => {
  it('has safe defaults', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:var/lender.sqlite',
      appUrl: 'http://localhost:8000',
      realtimePort: 6001,
      realtimeHost: 'localhost',
      webRoot: 'dist/web',
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = configFromEnv({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db/lender',
      APP_URL: 'https://portal.example.com/',
      APP_KEY: 'base64:' + Buffer.alloc(32, 7).toString('base64'),
      REALTIME_PORT: '6002',
      WEB_ROOT: '/srv/web',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app@db/lender',
      appUrl: 'https://portal.example.com',
      realtimeHost: 'portal.example.com',
      realtimePort: 6002,
      webRoot: '/srv/web',
      trustProxy: 1,
    });
  });

  it('reads the PostgreSQL pool size and the lender’s minimum borrower age, refusing nonsense', () => {
    expect(configFromEnv({})).toMatchObject({ databasePoolMax: 10, minimumBorrowerAge: 18 });
    expect(configFromEnv({ DATABASE_POOL_MAX: '25', MIN_BORROWER_AGE: '21' })).toMatchObject({ databasePoolMax: 25, minimumBorrowerAge: 21 });
    expect(() => configFromEnv({ MIN_BORROWER_AGE: '16' })).toThrow(/MIN_BORROWER_AGE/);
    expect(() => configFromEnv({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('refuses the development APP_KEY in production', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/APP_KEY/);
  });

  it('refuses a short APP_KEY and a bad port', () => {
    expect(() => configFromEnv({ APP_KEY: 'short' })).toThrow(/APP_KEY/);
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
